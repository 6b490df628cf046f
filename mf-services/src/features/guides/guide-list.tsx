import type { GuideListItem } from '@ham/contracts';
import { ResourceList } from '@ham/ui';
import { serviceList } from '../../shared/service-list';
import { guides } from './api';

const guestTypeColumn = { header: 'Tipologia', cell: (g: GuideListItem) => g.guestType?.name ?? '' };

const guideList = serviceList(guestTypeColumn);

/** 'Guide' (docs/product/services.md#guide-services): Nome, Località, Tipologia, Azioni. */
export function GuideList() {
  return <ResourceList resource={guides} {...guideList} />;
}
