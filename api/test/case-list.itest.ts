import { type CaseStatus, caseStatuses, defaultStayConditions } from '@ham/contracts';
import { sql } from 'kysely';
import { casesSuite, d } from './cases-fixtures';
import { insertId } from './helpers';

const t = casesSuite();
const { call } = t;

/** A case named 'Elenco <name>' from d(48) to d(58), with one stay of one guest d(50) .. d(52) per hold. */
async function caseWith(name: string, holds: ('option' | 'expired' | 'reservation' | 'none')[], over = {}) {
  const n = await t.newCase({ name: `Elenco ${name}`, beginDate: d(48), endDate: d(58), ...over });
  for (const hold of holds) {
    const begin = d(50);
    const end = d(52);
    const res = await call('POST', `/docs/${n}/stays`, {
      hotelId: t.world.hotelId,
      begin,
      end,
      conditions: defaultStayConditions(begin, end),
      guests: { mul: 1 },
    });
    expect(res.statusCode).toBe(201);
    const stay = res.json().id as number;
    if (hold === 'option' || hold === 'expired') {
      expect(
        (await call('PUT', `/docs/stays/${stay}/option`, { expires: d(7), contact: 'Rif' })).statusCode,
      ).toBe(200);
    }
    if (hold === 'expired') {
      await sql`update holds set expires = ${d(-1)} where stay_id = ${stay}`.execute(t.ctx.db);
    }
    if (hold === 'reservation') {
      expect((await call('PUT', `/docs/stays/${stay}/reservation`, { contact: 'Rif' })).statusCode).toBe(200);
    }
  }
  return n;
}

type Item = { number: number; status: CaseStatus; customer: { id: number; name: string }; endDate: string };
const list = async (query: string) => {
  const res = await call('GET', `/docs?name=Elenco&ipp=100&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().items as Item[];
};
const numbers = (items: Item[]) => items.map((i) => i.number).sort((a, b) => a - b);

describe("'Elenco pratiche': status, agency and period", () => {
  let cases: Record<CaseStatus, number>;
  let otherAgency: number;
  let later: number;

  beforeAll(async () => {
    otherAgency = await insertId(t.ctx.db, 'agencies', {
      full_name: 'Agenzia Altra',
      city: 'Roma',
      country_id: 'IT',
    });
    const invoiced = await caseWith('fatturata', ['option']);
    await t.ctx.db
      .insertInto('invoices')
      .values({
        case_number: invoiced,
        year: 2030,
        number: 1,
        docdate: '2030-01-10',
        customer_name: 'Cliente',
        case_name: 'Elenco fatturata',
        total: 100,
        snapshot: JSON.stringify({}),
      })
      .execute();
    cases = {
      preventivo: await caseWith('preventivo', ['none'], { customerId: otherAgency }),
      opzione: await caseWith('opzione', ['option', 'reservation', 'expired']),
      scaduta: await caseWith('scaduta', ['expired', 'reservation']),
      confermata: await caseWith('confermata', ['reservation', 'none']),
      fatturata: invoiced,
    };
    later = await caseWith('più tardi', [], { beginDate: d(70), endDate: d(80) });
  });

  test('every case answers its status and agency; the status filter agrees with it', async () => {
    const all = await list('');
    const byNumber = new Map(all.map((i) => [i.number, i]));
    for (const status of caseStatuses) {
      expect(byNumber.get(cases[status])?.status).toBe(status);
      expect(numbers(await list(`status=${status}`))).toEqual(
        numbers(all.filter((i) => i.status === status)),
      );
    }
    expect(byNumber.get(later)?.status).toBe('preventivo');
    expect(byNumber.get(cases.preventivo)?.customer).toEqual({ id: otherAgency, name: 'Agenzia Altra' });
    // The case detail shows the same status.
    expect((await call('GET', `/docs/${cases.scaduta}`)).json().status).toBe('scaduta');
    expect((await call('GET', `/docs/${cases.fatturata}`)).json().status).toBe('fatturata');
  });

  test('agency and period filters, and their bad values', async () => {
    expect(numbers(await list(`agency=${otherAgency}`))).toEqual([cases.preventivo]);
    expect(numbers(await list(`agency=${t.world.customerId}&status=preventivo`))).toEqual([later]);
    // The cases whose period overlaps from .. to.
    expect(numbers(await list(`from=${d(59)}`))).toEqual([later]);
    expect(numbers(await list(`from=${d(58)}&to=${d(70)}`))).toEqual(
      numbers([...Object.values(cases), later].map((number) => ({ number }) as Item)),
    );
    expect(numbers(await list(`to=${d(47)}`))).toEqual([]);
    const bad = await call('GET', `/docs?status=chiusa&agency=abc&from=${d(10)}&to=${d(5)}`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {})).toEqual(expect.arrayContaining(['status']));
    const reversed = await call('GET', `/docs?from=${d(10)}&to=${d(5)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ to: 'Non deve essere prima della data di inizio' });
  });
});
