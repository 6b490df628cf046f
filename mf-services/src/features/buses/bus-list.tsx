import type { BusListItem } from '@ham/contracts';
import { ListPage } from '@ham/ui';
import { deleteMessage, locationColumn, nameColumn, serviceFilters } from '../../shared/service-list';
import { busesPath, busesResource, busRoutes } from './api';

export type BusListProps = Record<string, never>;

/** 'Bus' (SPEC Bus services): Nome, Località, Azioni; filters name, location, area, country. */
export function BusList(_props: BusListProps) {
  return (
    <ListPage<BusListItem>
      title="Bus"
      resource={busesResource}
      path={busesPath}
      columns={[nameColumn, locationColumn]}
      filters={serviceFilters}
      addRoute={busRoutes.add}
      editRoute={(b) => busRoutes.edit(b.id)}
      deleteMessage={deleteMessage}
    />
  );
}
