import { roomingCounts } from './rooming-counts';

const names = { dbl: 'Doppia', sgl: 'Singola', trp: 'Tripla' };
const stay = {
  id: 7,
  hotelName: 'Hotel Bellavista',
  begin: '2027-04-10',
  end: '2027-04-13',
  guests: { dbl: 2, sgl: 1, trp: 0 },
};
const people = (...types: (string | null)[]) => types.map((accomodationId) => ({ accomodationId }));

describe('roomingCounts', () => {
  test('the list matches the stay: counts per type with guests, no warning', () => {
    const [c] = roomingCounts([stay], people('dbl', 'sgl', 'dbl'), names);
    expect(c.counts).toEqual([
      { accomodationId: 'dbl', accomodationName: 'Doppia', guests: 2, participants: 2 },
      { accomodationId: 'sgl', accomodationName: 'Singola', guests: 1, participants: 1 },
    ]);
    expect(c.warning).toBeNull();
    expect(c.unassigned).toBe(0);
  });

  test('fewer, more, a type the stay does not have and participants without a type: one Italian warning', () => {
    const [c] = roomingCounts([stay], people('dbl', 'trp', null, null), names);
    expect(c.counts.map((x) => [x.accomodationId, x.guests, x.participants])).toEqual([
      ['dbl', 2, 1],
      ['sgl', 1, 0],
      ['trp', 0, 1],
    ]);
    expect(c.warning).toBe(
      'La rooming list non corrisponde al soggiorno Hotel Bellavista dal 10/04/2027 al 13/04/2027: ' +
        'Doppia 1 partecipante invece di 2 ospiti, Singola 0 partecipanti invece di 1 ospite, ' +
        'Tripla 1 partecipante invece di 0 ospiti, 2 partecipanti senza sistemazione.',
    );
  });

  test('one entry per stay; an empty list against a stay with guests warns; no stays, no counts', () => {
    const second = { ...stay, id: 8, hotelName: 'Hotel Due', guests: { sgl: 1 } };
    const counts = roomingCounts([stay, second], people('sgl'), names);
    expect(counts.map((c) => [c.stayId, c.warning === null])).toEqual([
      [7, false],
      [8, true],
    ]);
    expect(roomingCounts([stay], [], names)[0].warning).toContain('Doppia 0 partecipanti invece di 2 ospiti');
    expect(roomingCounts([], people('dbl'), names)).toEqual([]);
  });

  test('an unknown code is shown as it is', () => {
    const [c] = roomingCounts([{ ...stay, guests: { qdp: 1 } }], people('qdp'), {});
    expect(c.counts).toEqual([
      { accomodationId: 'qdp', accomodationName: 'qdp', guests: 1, participants: 1 },
    ]);
  });
});
