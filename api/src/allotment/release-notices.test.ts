import type { ReleaseHotelNights, ReleaseNight } from '@ham/contracts';
import { releaseNoticeMail } from '../mail/templates';
import { matchNoticeNights } from './release-notices';

const night = (over: Partial<ReleaseNight>): ReleaseNight => ({
  night: '2027-05-03',
  release: '2027-05-01',
  guestType: { id: 's', name: 'Studenti' },
  allotted: 10,
  nightAllotted: 10,
  optioned: 0,
  reserved: 4,
  free: 6,
  expiringOptions: [],
  notice: null,
  ...over,
});
const hotel = (id: number, name: string, nights: ReleaseNight[]): ReleaseHotelNights => ({
  hotel: { id, name, place: null, area: null },
  nights,
});

describe('matchNoticeNights', () => {
  const current = [
    hotel(1, 'Hotel Garda', [night({ night: '2027-05-04', release: '2027-05-02' }), night({ free: 2 })]),
    hotel(2, 'Hotel Siena', [night({ guestType: { id: 'a', name: 'Adulti' }, free: 3 })]),
  ];

  test('by hotel, nights by date, with the free places of now; a night asked twice counts once', () => {
    const { hotels, notReleased } = matchNoticeNights(
      [
        { hotelId: 1, guestTypeId: 's', night: '2027-05-04', release: '2027-05-02' },
        { hotelId: 1, guestTypeId: 's', night: '2027-05-03', release: '2027-05-01' },
        { hotelId: 1, guestTypeId: 's', night: '2027-05-03', release: '2027-05-01' },
        { hotelId: 2, guestTypeId: 'a', night: '2027-05-03', release: '2027-05-01' },
      ],
      current,
    );
    expect(notReleased).toBe(0);
    expect(hotels.map((h) => [h.hotel.name, h.nights.map((n) => `${n.night} ${n.free}`)])).toEqual([
      ['Hotel Garda', ['2027-05-03 2', '2027-05-04 6']],
      ['Hotel Siena', ['2027-05-03 3']],
    ]);
  });

  test('a night no longer released with free places (sold, another type, another release date) is not announced', () => {
    const { hotels, notReleased } = matchNoticeNights(
      [
        { hotelId: 1, guestTypeId: 'a', night: '2027-05-03', release: '2027-05-01' },
        { hotelId: 1, guestTypeId: 's', night: '2027-05-03', release: '2027-04-30' },
        { hotelId: 3, guestTypeId: 's', night: '2027-05-03', release: '2027-05-01' },
      ],
      current,
    );
    expect([hotels, notReleased]).toEqual([[], 3]);
  });
});

describe('releaseNoticeMail', () => {
  test('to the hotel, its nights in Italian, signed by the company; texts escaped in the HTML', () => {
    const mail = releaseNoticeMail(
      'booking@garda.it',
      'Hotel <Garda>',
      [
        { night: '2027-05-03', guestTypeName: 'Studenti', places: 1 },
        { night: '2027-05-04', guestTypeName: 'Studenti', places: 6 },
      ],
      'Viaggi Rossi Srl',
    );
    expect(mail).toMatchObject({ kind: 'release_notice', to: 'booking@garda.it' });
    expect(mail.subject).toBe('Comunicazione di rilascio — Hotel <Garda>');
    expect(mail.text).toContain(
      '- notte del 03/05/2027, Studenti: 1 posto\n- notte del 04/05/2027, Studenti: 6 posti',
    );
    expect(mail.text).toContain('Viaggi Rossi Srl');
    expect(mail.html).toContain('Spett.le Hotel &lt;Garda&gt;');
    expect(mail.html).not.toContain('<Garda>');
  });
});
