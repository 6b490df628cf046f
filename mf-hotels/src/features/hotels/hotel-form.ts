import {
  type AreaRef,
  configureZodLocale,
  type Hotel,
  type HotelWrite,
  hotelWrite,
  type LocationRef,
} from '@ham/contracts';
import { addressContactTexts, emptyAddressContact, formSpec, formTexts } from '@ham/ui';
import { z } from 'zod';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

/** The hotel form: the write fields (docs/product/hotels.md#the-hotel), with the pickers' refs in place of locationId/areaId. */
export const hotelForm = formSpec({
  schema: hotelWrite.omit({ locationId: true, areaId: true }).extend({
    location: z.custom<LocationRef>().nullish(),
    area: z.custom<AreaRef>().nullish(),
  }),
  empty: {
    name: '',
    categoryId: '',
    positionId: '',
    location: null,
    area: null,
    ...emptyAddressContact,
    website: '',
    contactName: '',
    contactEmail: '',
    description: '',
  },
  /** GET /hotels/:id → the form (the pickers get their refs; PUT goes to /hotels/:id). */
  toForm(h: Hotel) {
    const country = h.country ?? { id: '', name: '' };
    return {
      name: h.name,
      categoryId: h.category?.id ?? '',
      positionId: h.position?.id ?? '',
      location: h.location
        ? { id: h.location.id, name: h.location.name, area: h.location.area, country }
        : null,
      area: h.area ? { id: h.area.id, name: h.area.name, country } : null,
      ...formTexts(h, [...addressContactTexts, 'website', 'contactName', 'contactEmail', 'description']),
      countryId: h.country?.id ?? '',
    };
  },
  /** POST/PUT /hotels body: the location and area as ids; a location or area fills the country. */
  toPayload({ location, area, ...rest }): HotelWrite {
    return {
      ...rest,
      locationId: location?.id ?? null,
      areaId: location?.area.id ?? area?.id ?? null,
      countryId: location?.country.id ?? area?.country.id ?? rest.countryId,
    };
  },
});
