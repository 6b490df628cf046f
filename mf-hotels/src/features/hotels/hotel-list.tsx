import type { HotelListItem } from '@ham/contracts';
import { useReference } from '@ham/platform';
import {
  Badge,
  Checkbox,
  HStack,
  Link,
  type ListColumn,
  type ListFilterConfig,
  placeFilters,
  ResourceList,
} from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { hotelRoutes } from '../../shared/hotel-routes';
import { hotels } from './api';

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

/** 'Hotel' (docs/product/hotels.md): list with filters and 'Includi hotel nascosti'. */
export function HotelList() {
  const { hotelCategories, hotelPositions } = useReference();
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
  return <ResourceList resource={hotels} columns={columns} filters={filters} />;
}
