import { Chart, useChart } from '@chakra-ui/charts';
import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useColorModeValue } from '../theme/color-mode';
import type { ChartColorName, FigureChartProps } from './figure-chart';

/**
 * Colour-blind-safe series colours (the Okabe–Ito palette), one set per theme: each keeps 3:1
 * against the page's background (WCAG 1.4.11) in its own theme.
 */
const palettes: Record<'light' | 'dark', Record<ChartColorName, string>> = {
  light: { blue: '#0072B2', vermillion: '#D55E00', green: '#007A5A', purple: '#A8558A', grey: '#6B7280' },
  dark: { blue: '#56B4E9', vermillion: '#E69F00', green: '#2BB58E', purple: '#CC79A7', grey: '#A1A1AA' },
};

/** A row of a chart: the category and the series' values by name. */
type Row = Record<string, unknown>;

/** Italian integers and decimals: 1.234, 12,5. */
const italianNumber = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/**
 * A figure's bars, areas (each stacked where series share a `stackId`) and lines, on
 * @chakra-ui/charts and recharts.
 */
export function FigureChart<T extends object>({
  data,
  xKey,
  series,
  horizontal = false,
  xFormat,
  valueFormat = (n) => italianNumber.format(n),
  onSelect,
  height = 320,
  'aria-label': label,
}: FigureChartProps<T>) {
  const palette = useColorModeValue(palettes.light, palettes.dark);
  const chart = useChart<Row>({
    data: data as Row[],
    series: series.map((s) => ({
      name: s.key as string,
      label: s.label,
      color: palette[s.color],
      stackId: s.stackId,
      // The legend's mark, drawn here: the theme carries no colour-swatch recipe of its own.
      icon: (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: 2,
            background: palette[s.color],
          }}
        />
      ),
    })),
  });
  const kinds = new Map(series.map((s) => [s.key as string, s.kind ?? 'bar']));
  const select = onSelect as ((row: Row) => void) | undefined;
  const category = {
    dataKey: xKey as string,
    tickFormatter: xFormat,
    type: 'category' as const,
    tickLine: false,
    stroke: chart.color('border'),
    tick: { fill: chart.color('fg.muted'), fontSize: 12 },
  };
  const value = {
    type: 'number' as const,
    tickFormatter: valueFormat,
    tickLine: false,
    axisLine: false,
    tick: { fill: chart.color('fg.muted'), fontSize: 12 },
  };
  return (
    // The figures are in the table beside the chart: the chart is one image for assistive
    // technologies, with no keyboard stops of its own (recharts' accessibility layer off).
    <Chart.Root chart={chart} height={`${height}px`} aspectRatio="auto" role="img" aria-label={label}>
      <ComposedChart
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        data={chart.data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ left: 8 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? <YAxis {...category} width={180} /> : <XAxis {...category} minTickGap={12} />}
        {horizontal ? <XAxis {...value} /> : <YAxis {...value} />}
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          labelFormatter={xFormat ? (v) => xFormat(String(v)) : undefined}
          content={<Chart.Tooltip formatter={(v) => valueFormat(Number(v))} />}
        />
        <Legend content={<Chart.Legend />} />
        {/* Each series is named by its key: Chakra's legend and tooltip find its colour and label by it. */}
        {chart.series.map((s) =>
          kinds.get(s.name as string) === 'area' ? (
            <Area
              key={String(s.name)}
              isAnimationActive={false}
              type="step"
              dataKey={s.name as string}
              stroke={chart.color(s.color)}
              fill={chart.color(s.color)}
              fillOpacity={0.85}
              stackId={s.stackId}
            />
          ) : kinds.get(s.name as string) === 'line' ? (
            <Line
              key={String(s.name)}
              isAnimationActive={false}
              type="stepAfter"
              dataKey={s.name as string}
              stroke={chart.color(s.color)}
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={false}
            />
          ) : (
            <Bar
              key={String(s.name)}
              isAnimationActive={false}
              dataKey={s.name as string}
              fill={chart.color(s.color)}
              stackId={s.stackId}
              cursor={select ? 'pointer' : undefined}
              onClick={
                select ? (entry: { payload?: Row }) => entry.payload && select(entry.payload) : undefined
              }
            />
          ),
        )}
      </ComposedChart>
    </Chart.Root>
  );
}
