import { addDays, type ReleaseNoticeResult, releaseNoticeResult, todayInRome } from '@ham/contracts';
import { sendTodaysReleaseNotices } from '../src/jobs/release-notices-job';
import { hotelsSuite, insertBlock, insertHoldRow, insertHotel } from './hotels-fixtures';

/**
 * 'Invia comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices): one
 * e-mail per hotel with its chosen nights still released with free places, each night announced
 * once (two staff at once included), shown on 'Rilasci in scadenza' and in the hotel's history.
 */
const t = hotelsSuite();
const today = todayInRome();
const d = (n: number) => addDays(today, n);

const send = async (nights: object[], cookie?: string) => {
  const res = await t.call('POST', '/allotment/releases/notices', { nights }, cookie);
  expect(res.statusCode).toBe(200);
  return releaseNoticeResult.parse(res.json());
};
const mails = () =>
  t.ctx.db
    .selectFrom('mail_outbox')
    .select(['to', 'subject', 'text'])
    .where('kind', '=', 'release_notice')
    .orderBy('id')
    .execute();

/** Hotel Garda: 10 places a night d3..d5 released 2 days before (d1..d3), 4 reserved on d3. */
async function garda(email: string | null = 'booking@garda.it') {
  const id = await insertHotel(t.ctx.db, 'Hotel Garda', t.place('sirmione'));
  await t.ctx.db.updateTable('hotels').set({ contact_email: email }).where('id', '=', id).execute();
  await insertBlock(t.ctx.db, id, 's', d(3), d(5), 10, 2);
  await insertHoldRow(t.ctx.db, id, 's', d(3), d(4), 4, 'reservation');
  return id;
}
const nightOf = (hotelId: number, n: number, release = n - 2) => ({
  hotelId,
  guestTypeId: 's',
  night: d(n),
  release: d(release),
});

beforeEach(async () => {
  await t.ctx.db.deleteFrom('mail_outbox').where('kind', '=', 'release_notice').execute();
});

test('one e-mail to the hotel with its nights and free places; the list shows them as announced', async () => {
  const hotel = await garda();
  const result = await send([nightOf(hotel, 3), nightOf(hotel, 4)]);
  expect(result).toEqual({
    sent: [{ hotel: { id: hotel, name: 'Hotel Garda' }, to: 'booking@garda.it', nights: 2 }],
    alreadySent: 0,
    notReleased: 0,
    withoutEmail: [],
  });
  const [mail, ...more] = await mails();
  expect(more).toEqual([]);
  expect(mail.to).toBe('booking@garda.it');
  expect(mail.subject).toBe('Comunicazione di rilascio — Hotel Garda');
  const date = (n: number) => d(n).split('-').reverse().join('/');
  expect(mail.text).toContain(
    `- notte del ${date(3)}, Studenti: 6 posti\n- notte del ${date(4)}, Studenti: 10 posti`,
  );

  const list = (await t.call('GET', '/allotment/releases?days=14')).json() as {
    hotels: { nights: { night: string; notice: { places: number } | null }[] }[];
  };
  expect(list.hotels[0].nights.map((n) => [n.night, n.notice?.places ?? null])).toEqual([
    [d(3), 6],
    [d(4), 10],
    [d(5), null],
  ]);
  // Who sent it, in the hotel's 'Storico modifiche'.
  const history = (await t.call('GET', `/history/hotel/${hotel}`)).json() as {
    items: { tableName: string; who: string; changes: { label: string; new: string }[] }[];
  };
  // One line per night announced (the outbox id set in the same transaction adds none).
  const lines = history.items.filter((e) => e.tableName === 'Comunicazione di rilascio');
  expect(lines).toHaveLength(2);
  const [line] = lines;
  expect(line?.who).not.toBe('sistema');
  expect(line?.changes).toContainEqual(
    expect.objectContaining({ label: 'Inviata a', new: 'booking@garda.it' }),
  );
});

test('a night is announced once: sent again, alone or by two staff at the same time', async () => {
  const hotel = await garda();
  await send([nightOf(hotel, 3)]);
  const again = await send([nightOf(hotel, 3), nightOf(hotel, 5)]);
  expect(again.alreadySent).toBe(1);
  expect(again.sent).toEqual([
    { hotel: { id: hotel, name: 'Hotel Garda' }, to: 'booking@garda.it', nights: 1 },
  ]);
  const [first, second] = await mails();
  expect(second.text).not.toContain(`- notte del ${d(3).split('-').reverse().join('/')}`);
  expect(first.text).toContain(d(3).split('-').reverse().join('/'));

  const together = await Promise.all([send([nightOf(hotel, 4)]), send([nightOf(hotel, 4)], t.users.admin)]);
  expect(together.map((r) => r.sent.length).sort()).toEqual([0, 1]);
  expect(await mails()).toHaveLength(3);
  const rows = await t.ctx.db
    .selectFrom('release_notices')
    .select('night')
    .where('hotel_id', '=', hotel)
    .execute();
  expect(rows).toHaveLength(3);
});

test('nights sold since, past or never released are not announced; a hotel without e-mail gets nothing', async () => {
  const hotel = await garda();
  await insertHoldRow(t.ctx.db, hotel, 's', d(5), d(6), 10, 'reservation');
  const sold = await send([nightOf(hotel, 5), nightOf(hotel, 3, 1 - 5), nightOf(hotel, 4, 3)]);
  expect(sold).toMatchObject({ sent: [], notReleased: 3 });

  const noMail = await insertHotel(t.ctx.db, 'Hotel Senza Posta');
  await insertBlock(t.ctx.db, noMail, 's', d(3), d(3), 5, 2);
  const result = await send([nightOf(noMail, 3)]);
  expect(result.withoutEmail).toEqual([{ id: noMail, name: 'Hotel Senza Posta' }]);
  expect(await mails()).toEqual([]);
  expect(await t.ctx.db.selectFrom('release_notices').selectAll().execute()).toEqual([]);
});

test('bad input: no night, an unknown guest type, a date that is not one; agency users and anonymous refused', async () => {
  const empty = await t.call('POST', '/allotment/releases/notices', { nights: [] });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().fields).toEqual({ nights: 'Selezionare almeno una notte' });
  const hotel = await garda();
  const unknown = await t.call('POST', '/allotment/releases/notices', {
    nights: [{ ...nightOf(hotel, 3), guestTypeId: 'zz' }],
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().error).toBe('ValidationError');
  const notADate = await t.call('POST', '/allotment/releases/notices', {
    nights: [{ ...nightOf(hotel, 3), night: '31/02/2027' }],
  });
  expect(notADate.statusCode).toBe(400);
  expect(Object.keys(notADate.json().fields)).toEqual(['nights.0.night']);
  const agency = await t.call(
    'POST',
    '/allotment/releases/notices',
    { nights: [nightOf(hotel, 3)] },
    t.users.agency,
  );
  expect(agency.statusCode).toBe(403);
  const anonymous = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/allotment/releases/notices',
    payload: { nights: [nightOf(hotel, 3)] },
  });
  expect(anonymous.statusCode).toBe(401);
  expect(await mails()).toEqual([]);
});

test('the daily job (Configurazione → Rilasci, off by default): today’s releases to their hotels, once', async () => {
  // Hotel Iseo: 8 places a night d3..d4 released 3 days before: the night d3 releases today.
  const iseo = await insertHotel(t.ctx.db, 'Hotel Iseo', t.place('sirmione'));
  await t.ctx.db
    .updateTable('hotels')
    .set({ contact_email: 'info@iseo.it' })
    .where('id', '=', iseo)
    .execute();
  await insertBlock(t.ctx.db, iseo, 's', d(3), d(4), 8, 3);
  const ofIseo = (r: ReleaseNoticeResult | null) => r?.sent.filter((s) => s.hotel.id === iseo);

  expect(await sendTodaysReleaseNotices(t.ctx.db, today)).toBeNull();
  expect(await mails()).toEqual([]);

  const config = await t.call('GET', '/config/releases', undefined, t.users.admin);
  expect(config.json()).toEqual({ autoNotices: false, version: 0 });
  const on = await t.call('PUT', '/config/releases', { autoNotices: true, version: 0 }, t.users.admin);
  expect(on.statusCode).toBe(200);
  expect(
    (await t.call('PUT', '/config/releases', { autoNotices: 'sì', version: 1 }, t.users.admin)).statusCode,
  ).toBe(400);

  const first = await sendTodaysReleaseNotices(t.ctx.db, today);
  expect(ofIseo(first)).toEqual([{ hotel: { id: iseo, name: 'Hotel Iseo' }, to: 'info@iseo.it', nights: 1 }]);
  const sent = (await mails()).filter((m) => m.to === 'info@iseo.it');
  expect(sent).toHaveLength(1);
  expect(sent[0].text).toContain(`notte del ${d(3).split('-').reverse().join('/')}, Studenti: 8 posti`);
  // Tomorrow's release (the night d4) is not today's: not announced.
  expect(sent[0].text).not.toContain(d(4).split('-').reverse().join('/'));

  // A second run the same day (a retry, another replica) announces nothing again.
  const again = await sendTodaysReleaseNotices(t.ctx.db, today);
  expect(ofIseo(again)).toEqual([]);
  expect(again?.alreadySent).toBeGreaterThanOrEqual(1);
  expect((await mails()).filter((m) => m.to === 'info@iseo.it')).toHaveLength(1);
  await t.call('PUT', '/config/releases', { autoNotices: false, version: 1 }, t.users.admin);
});
