import { ResourceList } from '@ham/ui';
import { serviceList } from '../../shared/service-list';
import { buses } from './api';

const busList = serviceList();

/** 'Bus' (docs/product/services.md#bus-services): Nome, Località, Azioni; filters name, location, area, country. */
export function BusList() {
  return <ResourceList resource={buses} {...busList} />;
}
