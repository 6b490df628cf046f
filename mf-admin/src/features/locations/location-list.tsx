import type { Location } from '@ham/contracts';
import { placeFilters, ResourceList, type ResourceListSpec } from '@ham/ui';
import { locations } from './api';

const locationList: ResourceListSpec<Location> = {
  columns: [
    { header: 'Nome', cell: (l) => l.name },
    { header: 'Area', cell: (l) => l.area.name },
    { header: 'Nazione', cell: (l) => l.country.name },
  ],
  filters: [{ type: 'text', name: 'name', label: 'Nome' }, ...placeFilters().filter((f) => f.name !== 'loc')],
  deleteMessage: (l) => `Sicuro di eliminare "${l.name}"?`,
};

/** 'Località' (docs/product/geo-and-config.md#countries-areas-locations): table Nome, Area, Nazione, Azioni; filters name, area, country; paged. */
export function LocationList() {
  return <ResourceList resource={locations} {...locationList} />;
}
