import {
  type CatalogServiceType,
  catalogServiceLabels,
  catalogServiceTypes,
  itemsPerPageChoices,
  QUOTE_DEFAULT_GUEST_TYPE,
} from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { LabeledField, ListPagination, PlacePicker, SelectInput, SimpleGrid } from '@ham/ui';
import { useState } from 'react';
import { AgencyPage } from '../../shared/agency-page';
import { GuestTypeSelect } from '../../shared/guest-type-select';
import { HotelDialog } from '../../shared/hotel-dialog';
import { SearchFilters, SearchResults, SearchStatus } from '../../shared/search-parts';
import { placeFromUrl, positiveParam, setPlaceInUrl, useUrlParams } from '../../shared/url-state';
import { type CatalogItems, useCatalog } from './api';
import { BusCard, GuideCard, HotelCard, RestaurantCard } from './catalog-cards';

const isServiceType = (v: string | null): v is CatalogServiceType =>
  (catalogServiceTypes as readonly (string | null)[]).includes(v);

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <LabeledField label={label}>
      <SelectInput value={value} onChange={(e) => onChange(e.target.value)} options={options} />
    </LabeledField>
  );
}

/**
 * 'Catalogo online' (/catalogo, docs/product/agency-portal.md#catalogue): the hotels and services of an area
 * or a location for a guest type, as cards, paged. The filters live in the URL; changing one
 * clears the results, goes back to page 1 and reloads; without a place nothing is searched.
 */
export function CatalogPage() {
  const { uiOptions } = usePlatform();
  const [params, editParams] = useUrlParams();
  const [hotelId, setHotelId] = useState<number | null>(null);
  const place = placeFromUrl(params);
  const gt = params.get('gt') ?? QUOTE_DEFAULT_GUEST_TYPE;
  const tipo = params.get('tipo');
  const type: CatalogServiceType = isServiceType(tipo) ? tipo : 'hotels';
  const page = positiveParam(params.get('p'), 1);
  const ippParam = positiveParam(params.get('ipp'), uiOptions.itemsPerPage);
  const ipp = (itemsPerPageChoices as readonly number[]).includes(ippParam)
    ? ippParam
    : uiOptions.itemsPerPage;
  const change = (edit: (next: URLSearchParams) => void, keepPage = false) =>
    editParams(
      (next) => {
        edit(next);
        if (!keepPage) next.delete('p');
      },
      { replace: !keepPage },
    );
  const result = useCatalog(place ? { type, place, gt, p: page, ipp } : null);
  const items = result.data?.items ?? [];

  return (
    <AgencyPage title="Catalogo online">
      <SearchFilters label="Filtri del catalogo">
        <PlacePicker
          label="Area / Località"
          countries={false}
          value={place}
          onChange={(hit) => change((next) => setPlaceInUrl(next, hit))}
        />
        <GuestTypeSelect value={gt} onChange={(v) => change((next) => next.set('gt', v))} />
        <Select
          label="Tipo servizio"
          value={type}
          options={catalogServiceTypes.map((t) => ({ value: t, label: catalogServiceLabels[t] }))}
          onChange={(v) => change((next) => next.set('tipo', v))}
        />
      </SearchFilters>
      <SearchStatus
        hint={place ? null : "Scegliere un'area o una località per vedere il catalogo."}
        error={result.error}
        empty={!!place && !!result.data && items.length === 0}
      />
      {place && (
        <SearchResults busy={result.isFetching}>
          <SimpleGrid
            as="section"
            aria-label={catalogServiceLabels[type]}
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="4"
          >
            {result.data && <Cards type={type} items={items} onOpenHotel={setHotelId} />}
          </SimpleGrid>
        </SearchResults>
      )}
      {place && result.data && items.length > 0 && (
        <ListPagination
          controller={{
            page,
            itemsPerPage: ipp,
            pageInfo: result.data.pageInfo,
            setPage: (p) => change((next) => next.set('p', String(p)), true),
            setItemsPerPage: (n) => change((next) => next.set('ipp', String(n))),
          }}
        />
      )}
      <HotelDialog hotelId={hotelId} onClose={() => setHotelId(null)} />
    </AgencyPage>
  );
}

function Cards({
  type,
  items,
  onOpenHotel,
}: {
  type: CatalogServiceType;
  items: CatalogItems[CatalogServiceType][];
  onOpenHotel(id: number): void;
}) {
  switch (type) {
    case 'hotels':
      return (items as CatalogItems['hotels'][]).map((h) => (
        <HotelCard key={h.id} hotel={h} onOpen={onOpenHotel} />
      ));
    case 'restaurants':
      return (items as CatalogItems['restaurants'][]).map((r) => (
        <RestaurantCard key={r.id} restaurant={r} />
      ));
    case 'guides':
      return (items as CatalogItems['guides'][]).map((g) => <GuideCard key={g.id} guide={g} />);
    case 'buses':
      return (items as CatalogItems['buses'][]).map((b) => <BusCard key={b.id} bus={b} />);
  }
}
