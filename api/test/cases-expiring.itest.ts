import { sendExpiringOptionsMail } from '../src/jobs/expiring-options-job';
import { d } from './cases-fixtures';
import { contextSuite } from './helpers';
import { insertHoldRow, insertHotel } from './hotels-fixtures';

const t = contextSuite();

const mails = () =>
  t.ctx.db
    .selectFrom('mail_outbox')
    .select(['to', 'subject', 'text'])
    .where('kind', '=', 'expiring_options')
    .execute();
const configure = (value: object) =>
  t.ctx.db
    .insertInto('config_groups')
    .values({ id: 'expiringoptions', value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();

describe('daily expiring-options e-mail', () => {
  test('disabled: nothing; enabled: one e-mail per day listing the options within daysBefore', async () => {
    const hotelId = await insertHotel(t.ctx.db, 'Hotel Scadenze');
    await insertHoldRow(t.ctx.db, hotelId, 's', d(20), d(23), 12, 'option', d(2), 'Liceo Volta');
    await insertHoldRow(t.ctx.db, hotelId, 's', d(20), d(23), 5, 'option', d(9), 'Troppo tardi');
    await insertHoldRow(t.ctx.db, hotelId, 's', d(20), d(23), 5, 'option', d(-1), 'Già scaduta');
    await insertHoldRow(t.ctx.db, hotelId, 's', d(20), d(23), 5, 'reservation', null, 'Confermata');

    await configure({ enabled: false, email: 'booking@demo.it', daysBefore: 3 });
    expect(await sendExpiringOptionsMail(t.ctx.db, d(0))).toEqual({ sent: false, options: 0 });
    expect(await mails()).toEqual([]);

    await configure({ enabled: true, email: 'booking@demo.it', daysBefore: 3 });
    expect(await sendExpiringOptionsMail(t.ctx.db, d(0))).toEqual({ sent: true, options: 1 });
    // The same day again (another replica, a retry): no second e-mail.
    expect(await sendExpiringOptionsMail(t.ctx.db, d(0))).toEqual({ sent: false, options: 0 });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail.to).toBe('booking@demo.it');
    expect(mail.subject).toBe('Opzioni in scadenza (1)');
    expect(mail.text).toContain('Hotel Scadenze');
    expect(mail.text).toContain('12 posti, rif. Liceo Volta');
    expect(mail.text).not.toContain('Troppo tardi');

    // Two replicas at once on the next day: still one e-mail.
    const both = await Promise.all([
      sendExpiringOptionsMail(t.ctx.db, d(1)),
      sendExpiringOptionsMail(t.ctx.db, d(1)),
    ]);
    expect(both.filter((r) => r.sent)).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });
});
