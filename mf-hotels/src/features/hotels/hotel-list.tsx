import type { HotelListItem } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import {
  Badge,
  Checkbox,
  HStack,
  Link,
  type ListColumn,
  type ListFilterConfig,
  ListPage,
  placeFilters,
} from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { hotelRoutes, hotelsPath, hotelsResource } from '../../shared/hotel-routes';

const columns: ListColumn<HotelListItem>[] = [
  {
    header: 'Nome',
    cell: (h) => (
      <HStack gap="2">
        <span>{h.name}</span>
        {h.hidden && (
          <Badge colorPalette="orange" size="sm">
            Nascosto
          </Badge>
        )}
      </HStack>
    ),
  },
  { header: 'Categoria', cell: (h) => h.category?.name ?? '' },
  { header: 'Posizione', cell: (h) => h.position?.name ?? '' },
  { header: 'Città', cell: (h) => h.city ?? '' },
  { header: 'Nazione', cell: (h) => h.country?.name ?? '' },
  {
    header: 'Scheda',
    cell: (h) => (
      <Link asChild aria-label={`Scheda ${h.name}`}>
        <RouterLink to={hotelRoutes.details(h.id)}>Scheda</RouterLink>
      </Link>
    ),
  },
];

export type HotelListProps = Record<string, never>;

/** 'Hotel' (SPEC Hotels): list with filters and 'Includi hotel nascosti'. */
export function HotelList(_props: HotelListProps) {
  const { hotelCategories, hotelPositions } = usePlatform().reference;
  const filters: ListFilterConfig[] = [
    { type: 'text', name: 'name', label: 'Nome' },
    {
      type: 'select',
      name: 'cat',
      label: 'Categoria',
      options: hotelCategories.map((c) => ({ value: c.id, label: c.name })),
      allLabel: 'Tutte',
    },
    {
      type: 'select',
      name: 'pos',
      label: 'Posizione',
      options: hotelPositions.map((p) => ({ value: p.id, label: p.name })),
      allLabel: 'Tutte',
    },
    { type: 'text', name: 'city', label: 'Città' },
    ...placeFilters({ loc: 'Località', area: 'Area', country: 'Nazione' }),
    {
      type: 'custom',
      name: 'hidden',
      label: 'Includi hotel nascosti',
      render: ({ value, onChange, label }) => (
        <Checkbox.Root
          checked={value === 'true'}
          onCheckedChange={(e) => onChange(e.checked === true ? 'true' : '')}
          alignSelf="center"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      ),
    },
  ];
  return (
    <ListPage<HotelListItem>
      title="Hotel"
      resource={hotelsResource}
      path={hotelsPath}
      columns={columns}
      filters={filters}
      addRoute={hotelRoutes.add}
      editRoute={(h) => hotelRoutes.edit(h.id)}
    />
  );
}
