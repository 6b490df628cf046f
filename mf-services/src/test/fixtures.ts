import type { LocationRef } from '@ham/contracts';

/** The location of the test services. */
export const firenze: LocationRef = {
  id: 3,
  name: 'Firenze',
  area: { id: 1, name: 'Toscana' },
  country: { id: 'IT', name: 'Italia' },
};

/** What a restaurant 'Da Mario' in Firenze, with no address nor contacts, sends besides its menus. */
export const marioPayload = {
  name: 'Da Mario',
  locationId: 3,
  address: null,
  phone: null,
  fax: null,
  email: null,
  website: null,
};
