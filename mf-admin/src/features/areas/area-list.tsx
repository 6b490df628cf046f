import type { Area } from '@ham/contracts';
import { ResourceList, type ResourceListSpec } from '@ham/ui';
import { areas } from './api';

const areaList: ResourceListSpec<Area> = {
  columns: [
    { header: 'Nome', cell: (a) => a.name },
    { header: 'Nazione', cell: (a) => a.country.name },
  ],
  filters: [
    { type: 'text', name: 'name', label: 'Nome' },
    { type: 'country', name: 'country', label: 'Nazione' },
  ],
  deleteMessage: (a) => `Sicuro di eliminare "${a.name}"?`,
};

/** 'Aree' (docs/product/geo-and-config.md#countries-areas-locations): table Nome, Nazione, Azioni; filters by name and country; paged. */
export function AreaList() {
  return <ResourceList resource={areas} {...areaList} />;
}
