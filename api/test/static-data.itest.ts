import { staticData } from '@ham/contracts';
import { signedInSuite } from './helpers';

const t = signedInSuite();

const getStatic = (cookie?: string) =>
  t.ctx.app.inject({ method: 'GET', url: '/api/static', headers: cookie ? { cookie } : {} });

test('without a session cookie /api/static answers 401', async () => {
  const res = await getStatic();
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Accesso non effettuato' });
});

test('a forged or unknown session cookie answers 401', async () => {
  expect((await getStatic('ham_session=forged-value')).statusCode).toBe(401);
  expect((await getStatic(`ham_session=${'x'.repeat(500)}`)).statusCode).toBe(401);
});

test('staff get every reference list', async () => {
  const res = await getStatic(t.users.operator);
  expect(res.statusCode).toBe(200);
  const data = staticData.parse(res.json());
  expect(data.guestTypes).toEqual([
    { id: 's', name: 'Studenti', baseAccomodationId: 'mul', extraAccomodationIds: ['sgl', 'dbl'] },
    { id: 'a', name: 'Adulti', baseAccomodationId: 'dbl', extraAccomodationIds: ['sgl', 'trp'] },
  ]);
  expect(data.accomodationTypes.map((t) => t.id)).toEqual(['mul', 'dbl', 'sgl', 'trp']);
  expect(data.serviceClasses).toEqual([
    { id: 'bb', abbr: 'BB', description: 'Pernottamento e colazione' },
    { id: 'hb', abbr: 'HB', description: 'Mezza pensione' },
    { id: 'fb', abbr: 'FB', description: 'Pensione completa' },
  ]);
  expect(data.defaultServiceClassId).toBe('hb');
  expect(data.serviceItems).toEqual([
    { id: 'b', name: 'Colazione' },
    { id: 'l', name: 'Pranzo' },
    { id: 'd', name: 'Cena' },
    { id: 'n', name: 'Pernottamento' },
  ]);
  expect(data.hotelCategories.map((c) => c.name)).toEqual([
    '1 stella',
    '2 stelle',
    '3 stelle',
    '4 stelle',
    '5 stelle',
    '5 stelle lusso',
  ]);
  expect(data.hotelPositions.map((p) => p.name)).toEqual([
    'Centro storico',
    'Centro',
    'Semicentro',
    'Periferia',
    'Mare',
    'Montagna',
    'Lago',
  ]);
  expect(data.adminRoles.map((r) => [r.id, r.name, r.permissions])).toEqual([
    ['admin', 'Amministratore', ['manage_db', 'manage_users', 'self_quote']],
    ['supervisor', 'Responsabile', ['manage_db', 'self_quote']],
    ['operator', 'Operatore', []],
  ]);
  expect(data.features).toEqual({ selfQuoteEnabled: true });
});

test('agency users get the reference lists too', async () => {
  const res = await getStatic(t.users.agency);
  expect(res.statusCode).toBe(200);
  expect(staticData.safeParse(res.json()).success).toBe(true);
});

test('the countries are the ISO 3166 ones with Italian names', async () => {
  const countries = await t.ctx.db.selectFrom('countries').selectAll().execute();
  const byId = new Map(countries.map((c) => [c.id, c.name]));
  expect(byId.get('IT')).toBe('Italia');
  expect(byId.get('DE')).toBe('Germania');
  expect(byId.get('XK')).toBe('Kosovo');
  for (const notACountry of ['EU', 'UN', 'ZZ', 'XA', 'QO', 'UK', 'YU'])
    expect(byId.has(notACountry)).toBe(false);
  expect(countries.length).toBeGreaterThanOrEqual(245);
  expect(countries.length).toBeLessThanOrEqual(252);
});
