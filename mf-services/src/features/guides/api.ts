import type { Guide, GuideListItem, GuideWriteInput } from '@ham/contracts';
import { crudResource } from '@ham/ui';

/** 'Guide' (SPEC Guide services): /guida, /guida/nuova, /guida/modifica/:id; SPEC §7 Services: /services/guides. */
export const guides = crudResource<Guide, GuideWriteInput, GuideListItem>({
  path: '/services/guides',
  route: '/guida',
  history: 'guide',
  names: { list: 'Guide', one: 'servizio guida', add: 'nuova' },
});
