import { ResourceList } from '@ham/ui';
import { deleteMessage, locationColumn, nameColumn, serviceFilters } from '../../shared/service-list';
import { buses } from './api';

/** 'Bus' (SPEC Bus services): Nome, Località, Azioni; filters name, location, area, country. */
export function BusList() {
  return (
    <ResourceList
      resource={buses}
      columns={[nameColumn, locationColumn]}
      filters={serviceFilters}
      deleteMessage={deleteMessage}
    />
  );
}
