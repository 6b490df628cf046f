import {
  type AllotmentHotel,
  type DecodedGrid,
  type DecodedGridHotel,
  formatItalianDate,
  GRID_OPTION,
  GRID_RESERVATION,
  holdContactsOn,
  overbookedPlaces,
  releaseDateOf,
} from '@ham/contracts';
import { Box, HStack, Text } from '@ham/ui';
import { observeElementRect, type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hotelRoutes } from '../../shared/hotel-routes';
import { type GridDay, gridDays } from './grid-days';

// The staff allotment grid (docs/product/allotment-and-holds.md#allotment-search): every hotel in one grid, a hotel a band of four rows,
// hotels × days virtualized in both directions (@tanstack/react-virtual), the hotel column
// and the day header sticky. Cells are plain elements styled by class from the grid's one
// style sheet: a year of 1,000 hotels is 1.5 million cells, of which a screenful is drawn.

const COL = 46;
const ROW = 24;
const BAND = 4 * ROW + 1;
const HEADER = 52;
const HOTEL_COL = 200;
const LABEL_COL = 104;
const LEFT = HOTEL_COL + LABEL_COL;
/**
 * Days are drawn in blocks of this many: scrolling sideways by a day redraws nothing until a
 * block enters or leaves the view, then only that block's cells (one day at a time redrew
 * every visible row: 33 fps, docs/PERFORMANCE.md).
 */
const BLOCK = 8;

type Grid = DecodedGrid<AllotmentHotel>;
type GridHotel = DecodedGridHotel<AllotmentHotel>;

/** The grid's rows of a hotel: label, value of day i, hover text of day i. */
interface RowSpec {
  label: string;
  className: string;
  value: (h: GridHotel, i: number) => string;
  title: (h: GridHotel, i: number, day: GridDay) => string | undefined;
  mark?: (h: GridHotel, i: number) => string;
  /** The cell's accessible name, when its text alone does not say it. */
  cellName?: (h: GridHotel, i: number) => string | undefined;
}

const contacts = (kind: number) => (h: GridHotel, i: number) =>
  holdContactsOn(h.holds, kind, i).join(', ') || undefined;
const releaseText = (h: GridHotel, i: number, day: GridDay) =>
  h.allotted[i] > 0
    ? `Data di rilascio: ${formatItalianDate(releaseDateOf(day.date, h.releaseDays[i]))}`
    : undefined;

/** Places held beyond the allotment on day i (forced holds), 0 when they fit. */
const overbooked = (h: GridHotel, i: number) => overbookedPlaces(h.allotted[i], h.optioned[i], h.reserved[i]);
const overbookingText = (places: number) =>
  `In overbooking: ${places} ${places === 1 ? 'posto' : 'posti'} oltre l'allotment`;

const ROWS: RowSpec[] = [
  {
    label: 'Opzionati',
    className: '',
    value: (h, i) => (h.optioned[i] ? String(h.optioned[i]) : ''),
    title: (h, i) => contacts(GRID_OPTION)(h, i),
  },
  {
    label: 'Confermati',
    className: '',
    value: (h, i) => (h.reserved[i] ? String(h.reserved[i]) : ''),
    title: (h, i) => contacts(GRID_RESERVATION)(h, i),
  },
  {
    label: 'Disponibili',
    className: 'av',
    // Overbooked: the places missing, negative and in red (Disponibili alone would say 0).
    value: (h, i) => (overbooked(h, i) > 0 ? String(-overbooked(h, i)) : String(h.available[i])),
    title: (h, i, day) =>
      [
        overbooked(h, i) > 0 ? overbookingText(overbooked(h, i)) : null,
        h.released[i] > 0
          ? `Rilasciati ${h.released[i]} posti · ${releaseText(h, i, day)?.toLowerCase()}`
          : null,
      ]
        .filter(Boolean)
        .join(' · ') || undefined,
    mark: (h, i) => `${h.released[i] > 0 ? ' rel' : ''}${overbooked(h, i) > 0 ? ' ob' : ''}`,
    cellName: (h, i) =>
      overbooked(h, i) > 0 ? `${-overbooked(h, i)}: ${overbookingText(overbooked(h, i))}` : undefined,
  },
  {
    label: 'Allotment',
    className: '',
    value: (h, i) => (h.allotted[i] ? String(h.allotted[i]) : ''),
    title: releaseText,
  },
];

/** Class of a day's column: weekend, holiday, first of a month. */
const dayClass = (d: GridDay) => `${d.weekend ? ' we' : ''}${d.holiday ? ' hol' : ''}${d.month ? ' ms' : ''}`;

/**
 * Reports the element's size, or `initialRect` while it has none (not laid out yet, or a
 * test DOM without layout): a screenful is rendered rather than nothing.
 */
function observeRectOrInitial(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) =>
    cb(rect.width > 0 && rect.height > 0 ? rect : (instance.options.initialRect ?? rect)),
  );
}

export interface AllotmentGridProps {
  grid: Grid;
}

/** 'Cerca disponibilità's result: one virtualized grid for all hotels. */
export function AllotmentGrid({ grid }: AllotmentGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const days = useMemo(() => gridDays(grid.days), [grid.days]);
  // What the hotels' bands and the days' columns share: the scroll area and its first size.
  const scrolling = {
    getScrollElement: () => scrollRef.current,
    overscan: 2,
    initialRect: { width: 1280, height: 720 },
    observeElementRect: observeRectOrInitial,
  };
  const bands = useVirtualizer({
    ...scrolling,
    count: grid.hotels.length,
    estimateSize: () => BAND,
    paddingStart: HEADER,
  });
  const columns = useVirtualizer({
    ...scrolling,
    horizontal: true,
    count: days.length,
    estimateSize: () => COL,
    paddingStart: LEFT,
  });

  // When the first screenful after new data is on screen (the grid's paint bench reads it).
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      setTimeout(() => performance.mark?.('allotment-grid-painted', { detail: grid.hotels.length })),
    );
    return () => cancelAnimationFrame(frame);
  }, [grid]);

  const visibleColumns = columns.getVirtualItems();
  const firstBlock = Math.floor((visibleColumns[0]?.index ?? 0) / BLOCK);
  const lastBlock = visibleColumns.length
    ? Math.floor(visibleColumns[visibleColumns.length - 1].index / BLOCK)
    : -1;
  const blocks: number[] = [];
  for (let b = firstBlock; b <= lastBlock; b++) blocks.push(b);
  const width = columns.getTotalSize();
  // The month of the first day not hidden under the hotel column: named in the corner, so that
  // the month stays said after its first day scrolled away.
  const firstVisibleDay = days[Math.min(days.length - 1, Math.floor((columns.scrollOffset ?? 0) / COL))];

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label="Griglia disponibilità"
      tabIndex={0}
      overflow="auto"
      maxH="calc(100vh - 14rem)"
      minH="12rem"
      borderWidth="1px"
      borderRadius="md"
      position="relative"
      fontSize="sm"
      css={gridStyles}
    >
      {/* Table elements laid out as blocks: the semantics of a table, the positions of a virtual grid. */}
      <table
        aria-label="Disponibilità"
        aria-rowcount={grid.hotels.length * ROWS.length + 1}
        aria-colcount={days.length + 1}
        style={{ width, height: bands.getTotalSize() }}
      >
        <thead className="hdr" style={{ width }}>
          <tr aria-rowindex={1}>
            <th scope="col" className="corner" style={{ width: LEFT }}>
              {/* Seen, not read: each day's header names its date and the grid says its period. */}
              <span className="now" aria-hidden="true">
                {firstVisibleDay?.monthOf}
              </span>
              Hotel
            </th>
            {blocks.map((b) => (
              <HeaderBlock key={b} block={b} days={days} />
            ))}
          </tr>
        </thead>
        {bands.getVirtualItems().map((b) => (
          <HotelBand
            key={grid.hotels[b.index].hotel.id}
            hotel={grid.hotels[b.index]}
            index={b.index}
            top={b.start}
            days={days}
            firstBlock={firstBlock}
            lastBlock={lastBlock}
            width={width}
          />
        ))}
      </table>
    </Box>
  );
}

interface HotelBandProps {
  hotel: GridHotel;
  index: number;
  top: number;
  days: GridDay[];
  firstBlock: number;
  lastBlock: number;
  width: number;
}

/** The days of one block in the header. */
const HeaderBlock = memo(function HeaderBlock({ block, days }: { block: number; days: GridDay[] }) {
  const out = [];
  for (let i = block * BLOCK; i < Math.min(days.length, (block + 1) * BLOCK); i++) {
    const d = days[i];
    out.push(
      <th
        key={i}
        scope="col"
        aria-colindex={i + 2}
        className={`day${dayClass(d)}`}
        style={{ left: LEFT + i * COL }}
        title={d.title}
      >
        <span className="mon">{d.month ?? ''}</span>
        <span className="wd">{d.weekday}</span>
        {d.label}
      </th>,
    );
  }
  return out;
});

interface RowBlockProps {
  h: GridHotel;
  row: RowSpec;
  block: number;
  days: GridDay[];
}

/** One row's cells over one block of days. */
const RowBlock = memo(function RowBlock({ h, row, block, days }: RowBlockProps) {
  const out = [];
  for (let i = block * BLOCK; i < Math.min(days.length, (block + 1) * BLOCK); i++) {
    out.push(
      <td
        key={i}
        aria-colindex={i + 2}
        className={`c ${row.className}${dayClass(days[i])}${row.mark?.(h, i) ?? ''}`}
        style={{ left: LEFT + i * COL }}
        title={row.title(h, i, days[i])}
        aria-label={row.cellName?.(h, i)}
      >
        {row.value(h, i)}
      </td>,
    );
  }
  return out;
});

/** A hotel's four rows over the visible blocks of days; redrawn only when a block enters or leaves. */
const HotelBand = memo(function HotelBand({
  hotel: h,
  index,
  top,
  days,
  firstBlock,
  lastBlock,
  width,
}: HotelBandProps) {
  const { hotel } = h;
  const place = [hotel.category, hotel.place].filter(Boolean).join(' · ');
  const blocks: number[] = [];
  for (let b = firstBlock; b <= lastBlock; b++) blocks.push(b);
  return (
    <tbody className="band" style={{ top, width }}>
      {ROWS.map((row, r) => (
        <tr
          key={row.label}
          aria-rowindex={2 + index * ROWS.length + r}
          aria-label={`${hotel.name} · ${row.label}`}
        >
          <th scope="row" className="lead" style={{ width: LEFT }}>
            <span className="hotel">
              {r === 0 && (
                <RouterLink
                  to={hotelRoutes.details(hotel.id)}
                  target="_blank"
                  rel="noopener"
                  title={hotel.name}
                  className="name"
                >
                  {hotel.name}
                </RouterLink>
              )}
              {r === 1 && <span title={place}>{place}</span>}
            </span>
            <span className="label">{row.label}</span>
          </th>
          {blocks.map((b) => (
            <RowBlock key={b} h={h} row={row} block={b} days={days} />
          ))}
        </tr>
      ))}
    </tbody>
  );
});

/** The grid's legend: what the column and cell marks mean. */
export function AllotmentGridLegend() {
  return (
    <HStack gap="5" wrap="wrap" fontSize="sm" color="fg.muted" aria-label="Legenda">
      {[
        ['we', 'Sabato e domenica'],
        ['hol', 'Festività'],
        ['rel', 'Notte oltre la data di rilascio: posti rilasciati, non più vendibili'],
        ['ob', 'In overbooking: posti occupati oltre l’allotment (numero negativo, in rosso)'],
      ].map(([mark, text]) => (
        <HStack key={mark} gap="2" css={gridStyles}>
          <Box as="span" className={`swatch ${mark}`} aria-hidden="true" />
          <Text as="span">{text}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

const gridStyles = {
  '& table': { display: 'block', position: 'relative', borderCollapse: 'separate' },
  '& tr': { display: 'block', position: 'relative', height: `${ROW}px` },
  '& th': { fontWeight: 'inherit', textAlign: 'start', padding: 0 },
  '& .hdr': {
    display: 'block',
    position: 'sticky',
    top: 0,
    zIndex: 3,
    height: `${HEADER}px`,
    bg: 'bg',
    borderBottomWidth: '1px',
  },
  '& .corner': {
    position: 'sticky',
    left: 0,
    zIndex: 4,
    height: `${HEADER}px`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    px: '2',
    py: '1',
    fontWeight: 'semibold',
    bg: 'bg',
    borderRightWidth: '1px',
  },
  '& .corner .now': { fontSize: 'xs', color: 'fg.muted', textTransform: 'capitalize' },
  '& .hdr tr': { height: `${HEADER}px` },
  '& .day': {
    position: 'absolute',
    textAlign: 'center',
    top: 0,
    width: `${COL}px`,
    height: `${HEADER}px`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-end',
    pb: '1',
    fontWeight: 'medium',
    fontSize: 'xs',
    borderRightWidth: '1px',
    borderColor: 'border.muted',
    overflow: 'visible',
    whiteSpace: 'nowrap',
  },
  // Above the next days' headers (a weekend's background would cut 'aprile 2027' to 'aprile 2').
  '& .day .mon': {
    fontWeight: 'semibold',
    color: 'fg',
    alignSelf: 'flex-start',
    pl: '1',
    minH: '4',
    position: 'relative',
    zIndex: 1,
  },
  '& .day .wd': { color: 'fg.muted' },
  '& .band': {
    display: 'block',
    position: 'absolute',
    left: 0,
    height: `${BAND}px`,
    borderBottomWidth: '1px',
  },
  '& .lead': {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    height: `${ROW}px`,
    display: 'flex',
    bg: 'bg',
    borderRightWidth: '1px',
  },
  '& .hotel': {
    width: `${HOTEL_COL}px`,
    px: '2',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: `${ROW}px`,
    color: 'fg.muted',
  },
  '& .hotel a.name': {
    color: 'fg',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  },
  '& .label': { width: `${LABEL_COL}px`, px: '2', lineHeight: `${ROW}px`, fontWeight: 'medium' },
  '& .c': {
    display: 'block',
    position: 'absolute',
    top: 0,
    width: `${COL}px`,
    height: `${ROW}px`,
    lineHeight: `${ROW}px`,
    padding: 0,
    textAlign: 'center',
    borderRightWidth: '1px',
    borderColor: 'border.muted',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .c.av': { fontWeight: 'semibold' },
  '& .we': { bg: 'bg.muted' },
  '& .hol': { bg: 'orange.subtle' },
  '& .ms': { borderLeftWidth: '2px', borderLeftColor: 'border.emphasized' },
  '& .rel, & .swatch.rel': {
    color: 'fg.muted',
    backgroundImage:
      'repeating-linear-gradient(135deg, transparent 0 4px, var(--chakra-colors-border-emphasized) 4px 5px)',
  },
  '& .c.ob': { color: 'fg.error', fontWeight: 'bold', bg: 'red.subtle' },
  '& .swatch.ob': { bg: 'red.subtle', borderColor: 'fg.error' },
  '& .swatch': { display: 'inline-block', width: '5', height: '4', borderWidth: '1px', borderRadius: 'sm' },
} as const;
