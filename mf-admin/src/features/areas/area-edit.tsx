import { type Area, type AreaWrite, areaWrite, configureZodLocale } from '@ham/contracts';
import { ResourceEdit } from '@ham/ui';
import { areas } from './api';
import { AreaFields } from './area-fields';

// zod is bundled per remote and arrives with this lazy edit screen (libs/ui holds no zod): its
// Italian messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

const emptyArea: AreaWrite = { name: '', countryId: '' };
const toForm = (a: Area): AreaWrite => ({ name: a.name, countryId: a.country.id });

/** 'Aggiungi area' (/aree/nuova) and 'Modifica area' (/aree/modifica/:id). */
export function AreaEdit() {
  return (
    <ResourceEdit resource={areas} schema={areaWrite} defaultValues={emptyArea} toForm={toForm}>
      <AreaFields />
    </ResourceEdit>
  );
}
