import type { GuideListItem } from '@ham/contracts';
import { ResourceList } from '@ham/ui';
import { deleteMessage, locationColumn, nameColumn, serviceFilters } from '../../shared/service-list';
import { guides } from './api';

const guestTypeColumn = { header: 'Tipologia', cell: (g: GuideListItem) => g.guestType?.name ?? '' };

/** 'Guide' (SPEC Guide services): Nome, Località, Tipologia, Azioni. */
export function GuideList() {
  return (
    <ResourceList
      resource={guides}
      columns={[nameColumn, locationColumn, guestTypeColumn]}
      filters={serviceFilters}
      deleteMessage={deleteMessage}
    />
  );
}
