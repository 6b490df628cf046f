import type { Guide, GuideListItem, GuideWriteInput } from '@ham/contracts';
import { crudApi } from '@ham/platform';
import { defineResource } from '@ham/ui';

/** SPEC §7 Services: /services/guides. */
export const guideApi = crudApi<Guide, GuideWriteInput, GuideListItem>({
  name: 'guides',
  path: '/services/guides',
});

/** 'Guide' (SPEC Guide services): /guida, /guida/nuova, /guida/modifica/:id. */
export const guides = defineResource({
  api: guideApi,
  route: '/guida',
  add: 'nuova',
  titles: { list: 'Guide', add: 'Aggiungi servizio guida', edit: 'Modifica servizio guida' },
});
