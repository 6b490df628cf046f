import { areaRef, configureZodLocale, type Location, locationWrite, messages } from '@ham/contracts';
import { formSpec } from '@ham/ui';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

/** The location form: it holds the chosen area (its picker shows the name); the payload sends its id. */
export const locationForm = formSpec({
  schema: locationWrite.omit({ areaId: true }).extend({
    area: areaRef.nullable().refine((a) => a !== null, messages.required),
  }),
  empty: { name: '', area: null, countryId: '', touristTax: [] },
  toForm: (l: Location) => ({
    name: l.name,
    area: l.area,
    countryId: l.country.id,
    touristTax: l.touristTax,
  }),
  /** The country is the area's (its field is disabled once an area is chosen, so not submitted). */
  toPayload: ({ name, area, countryId, touristTax }) => ({
    name,
    areaId: area?.id ?? 0,
    countryId: area?.country.id ?? countryId,
    touristTax,
  }),
});
