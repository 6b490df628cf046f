import { type Area, areaWrite, configureZodLocale } from '@ham/contracts';
import { formSpec } from '@ham/ui';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

/** The area form: the write payload itself (name and country). */
export const areaForm = formSpec({
  schema: areaWrite,
  empty: { name: '', countryId: '' },
  toForm: (a: Area) => ({ name: a.name, countryId: a.country.id }),
});
