import type { CaseFile } from '@ham/contracts';
import { emptyCase } from './fixtures';

/**
 * A case with one of everything, hand-computed:
 * stay 40 × 3 × 50,00 = 6.000,00 less a freebie 150,00 → 5.850,00; meal (40 - 2) × 20,00 = 760,00;
 * bus 1 × 450,00; tour 2 × 120,00 = 240,00; discount -100,00 → 'Importo totale' 7.200,00.
 */
export const fullCase: CaseFile = {
  ...emptyCase,
  stays: [
    {
      id: 7,
      caseNumber: 12,
      hotel: { id: 3, name: 'Hotel Bellavista', city: 'Firenze', category: null },
      begin: '2027-03-10',
      end: '2027-03-13',
      nights: 3,
      guests: { dbl: 40 },
      guestCount: 40,
      prices: { dbl: { hb: 5000 } },
      freebiesCount: { hb: 1 },
      freebiesValue: { hb: 15000 },
      conditions: [
        { date: '2027-03-10', serviceClassId: 'hb', items: ['n'] },
        { date: '2027-03-11', serviceClassId: 'hb', items: ['b', 'n'] },
        { date: '2027-03-12', serviceClassId: 'hb', items: ['b', 'd', 'n'] },
        { date: '2027-03-13', serviceClassId: 'hb', items: ['b'] },
      ],
      notes: null,
      costLines: [
        {
          key: 'dbl:hb:2027-03-10',
          description: 'Mezza pensione - Doppia',
          accomodationId: 'dbl',
          serviceClassId: 'hb',
          begin: '2027-03-10',
          end: '2027-03-12',
          quantity: 40,
          nights: 3,
          unitValue: 5000,
          total: 600000,
          freebie: false,
        },
        {
          key: 'free:hb',
          description: 'Gratuità Mezza pensione',
          accomodationId: null,
          serviceClassId: 'hb',
          begin: '2027-03-10',
          end: '2027-03-12',
          quantity: 1,
          nights: 3,
          unitValue: -5000,
          total: -15000,
          freebie: true,
        },
      ],
      total: 585000,
      unpriced: [],
      option: { holdId: 1, expires: '2027-02-01', contact: 'Mario', expired: false, forced: false },
      reservation: null,
      version: 1,
    },
  ],
  meals: [
    {
      id: 21,
      caseNumber: 12,
      restaurant: { id: 5, name: 'Trattoria da Gigi' },
      date: '2027-03-11',
      time: 'cena',
      persons: 40,
      freebies: 2,
      unitPrice: 2000,
      total: 76000,
      version: 1,
    },
  ],
  busTrips: [
    {
      id: 31,
      caseNumber: 12,
      service: { id: 8, name: 'Autolinee Toscane' },
      date: '2027-03-10',
      quantity: 1,
      unitPrice: 45000,
      total: 45000,
      version: 1,
    },
  ],
  guidedTours: [
    {
      id: 41,
      caseNumber: 12,
      service: { id: 9, name: 'Guida Uffizi' },
      date: '2027-03-12',
      quantity: 2,
      unitPrice: 12000,
      total: 24000,
      version: 1,
    },
  ],
  extras: [{ description: 'Sconto fedeltà', date: null, value: -10000 }],
  totals: { stays: 585000, meals: 76000, busTrips: 45000, guidedTours: 24000, extras: -10000, total: 720000 },
  total: 720000,
};
