import type { CaseFile, CaseListItem, Paged, StaticData } from '@ham/contracts';
import { formatEuro } from '@ham/ui';

export const reference: Partial<StaticData> = {
  guestTypes: [
    { id: 's', name: 'Scuole', baseAccomodationId: 'dbl', extraAccomodationIds: ['sgl'] },
    { id: 'a', name: 'Adulti', baseAccomodationId: 'dbl', extraAccomodationIds: [] },
  ],
  accomodationTypes: [
    { id: 'dbl', name: 'Doppia' },
    { id: 'sgl', name: 'Singola' },
  ],
  serviceClasses: [
    { id: 'hb', abbr: 'MP', description: 'Mezza pensione' },
    { id: 'fb', abbr: 'PC', description: 'Pensione completa' },
  ],
};

export const paged = <T>(items: T[]): Paged<T> => ({
  items,
  pageInfo: { page: 1, itemsPerPage: 10, totalItems: items.length, totalPages: items.length ? 1 : 0 },
});

export const listItem: CaseListItem = {
  number: 12,
  name: 'Gita Firenze',
  beginDate: '2027-03-10',
  endDate: '2027-03-13',
  guestType: { id: 's', name: 'Scuole' },
  guestCount: 40,
  customer: { id: 4, name: 'Viaggi Rossi' },
  user: { firstName: 'Anna', lastName: 'Rossi' },
  status: 'confermata',
};

export const emptyCase: CaseFile = {
  number: 12,
  name: 'Gita Firenze',
  customer: {
    id: 4,
    fullName: 'Viaggi Rossi srl',
    address: 'Via Roma 1',
    postalCode: '00100',
    city: 'Roma',
    country: { id: 'IT', name: 'Italia' },
    vatNumber: '01234567890',
    einvoiceCode: 'ABC1234',
  },
  beginDate: '2027-03-10',
  endDate: '2027-03-13',
  guestTypeId: 's',
  guestType: { id: 's', name: 'Scuole' },
  guestCount: 40,
  notes: null,
  user: { firstName: 'Anna', lastName: 'Rossi' },
  stays: [],
  meals: [],
  busTrips: [],
  guidedTours: [],
  extras: [],
  totals: { stays: 0, meals: 0, busTrips: 0, guidedTours: 0, extras: 0, total: 0 },
  total: 0,
  status: 'preventivo',
  version: 1,
};

/** formatEuro as toHaveTextContent compares it (its non-breaking space normalised). */
export const euroText = (cents: number): string => formatEuro(cents).replace(/\s/g, ' ');
