import type { GuideListItem } from '@ham/contracts';
import { ListPage } from '@ham/ui';
import { deleteMessage, locationColumn, nameColumn, serviceFilters } from '../../shared/service-list';
import { guideRoutes, guidesPath, guidesResource } from './api';

const guestTypeColumn = { header: 'Tipologia', cell: (g: GuideListItem) => g.guestType?.name ?? '' };

export type GuideListProps = Record<string, never>;

/** 'Guide' (SPEC Guide services): Nome, Località, Tipologia, Azioni. */
export function GuideList(_props: GuideListProps) {
  return (
    <ListPage<GuideListItem>
      title="Guide"
      resource={guidesResource}
      path={guidesPath}
      columns={[nameColumn, locationColumn, guestTypeColumn]}
      filters={serviceFilters}
      addRoute={guideRoutes.add}
      editRoute={(g) => guideRoutes.edit(g.id)}
      deleteMessage={deleteMessage}
    />
  );
}
