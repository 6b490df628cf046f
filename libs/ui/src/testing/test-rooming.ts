import type { RoomingList } from '@ham/contracts';

/**
 * A rooming list as the screens' tests use it, staff's and agency's alike: case 12 'Liceo Volta',
 * one participant (Anna Rossi, studente, room 101, multipla) against a stay at Hotel Bellavista of
 * 3 multipla + 1 singola, editable until 03/04/2027, last changed by the agency. A test names what
 * it changes (`{ ...testRoomingList, editable: false }`).
 */
export const testRoomingList = {
  caseNumber: 12,
  caseName: 'Liceo Volta',
  participants: [
    {
      id: 5,
      lastName: 'Rossi',
      firstName: 'Anna',
      birthDate: '2010-03-05',
      role: 'studente',
      room: '101',
      accomodationId: 'mul',
      notes: null,
      version: 1,
    },
  ],
  stays: [
    {
      id: 7,
      hotelName: 'Hotel Bellavista',
      begin: '2027-04-10',
      end: '2027-04-13',
      guests: { mul: 3, sgl: 1 },
    },
  ],
  accomodations: { mul: 'Multipla', sgl: 'Singola', dbl: 'Doppia' },
  counts: [],
  version: 3,
  deadline: '2027-04-03',
  deadlineSet: false,
  editable: true,
  lastChange: { name: 'Giulia Verdi', kind: 'agency', at: '2027-03-01T09:05:00Z' },
  purgedAt: null,
} satisfies RoomingList;
