import { eachDay, QUOTE_DEFAULT_GUEST_TYPE, todayInRome } from '@ham/contracts';
import { HStack, IconButton, LabeledField, PlacePicker, SelectInput } from '@ham/ui';
import { useMemo, useState } from 'react';
import { AgencyPage } from '../../shared/agency-page';
import { GuestTypeSelect } from '../../shared/guest-type-select';
import { HotelDialog } from '../../shared/hotel-dialog';
import { SearchFilters, SearchResults, SearchStatus } from '../../shared/search-parts';
import { placeFromUrl, setPlaceInUrl, useUrlParams } from '../../shared/url-state';
import { useAvailability } from './api';
import { AvailabilityTable, toTableRow } from './availability-table';
import { monthsFrom } from './months';

/**
 * 'Disponibilità online' (/cerca, docs/product/agency-portal.md#availability-search): an area, a month among
 * the 12 from the current one (with previous/next), the guest type; the free places of the
 * area's hotels day by day. A hotel opens its details dialog. The choices live in the URL.
 */
export function AvailabilityPage() {
  const [params, editParams] = useUrlParams();
  const [hotelId, setHotelId] = useState<number | null>(null);
  const today = useMemo(() => todayInRome(), []);
  const months = useMemo(() => monthsFrom(today), [today]);
  const area = placeFromUrl(params);
  const gt = params.get('gt') ?? QUOTE_DEFAULT_GUEST_TYPE;
  const index = Math.max(
    0,
    months.findIndex((m) => m.value === params.get('mese')),
  );
  const month = months[index];
  const set = (edit: (next: URLSearchParams) => void) => editParams(edit, { replace: true });
  const setMonth = (i: number) => set((next) => next.set('mese', months[i].value));
  const result = useAvailability(
    area?.type === 'area' ? { gt, area: Number(area.id), from: month.from, to: month.to } : null,
  );
  const days = useMemo(() => eachDay(month.from, month.to), [month]);
  const rows = (result.data?.results ?? []).map(toTableRow);

  return (
    <AgencyPage
      title="Disponibilità online"
      below={
        area &&
        (rows.length > 0 || result.isFetching) && (
          <SearchResults busy={result.isFetching}>
            <AvailabilityTable
              label={`Posti disponibili, ${month.label}`}
              days={days}
              rows={rows}
              today={today}
              onHotel={setHotelId}
            />
          </SearchResults>
        )
      }
    >
      <SearchFilters label="Filtri" alignItems="end">
        <PlacePicker
          label="Area"
          countries={false}
          type="area"
          value={area?.type === 'area' ? area : null}
          onChange={(hit) => set((next) => setPlaceInUrl(next, hit))}
        />
        <LabeledField label="Mese">
          <HStack gap="1">
            <IconButton
              aria-label="Mese precedente"
              variant="outline"
              disabled={index === 0}
              onClick={() => setMonth(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </IconButton>
            <SelectInput
              aria-label="Mese"
              value={month.value}
              onChange={(e) => setMonth(months.findIndex((m) => m.value === e.target.value))}
              options={months}
            />
            <IconButton
              aria-label="Mese successivo"
              variant="outline"
              disabled={index === months.length - 1}
              onClick={() => setMonth(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </IconButton>
          </HStack>
        </LabeledField>
        <GuestTypeSelect value={gt} onChange={(v) => set((next) => next.set('gt', v))} />
      </SearchFilters>
      <SearchStatus
        hint={area ? null : "Scegliere un'area per vedere i posti disponibili."}
        error={result.error}
        empty={!!result.data && rows.length === 0}
      />
      <HotelDialog hotelId={hotelId} onClose={() => setHotelId(null)} />
    </AgencyPage>
  );
}
