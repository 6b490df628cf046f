import { type Kysely, sql } from 'kysely';

// Frozen in time: imports no app code. Reference data of docs/product/reference-data.md, seeded here.

/** ISO codes that Intl names but that are not countries (unions, pseudo-regions, reserved codes). */
const NOT_COUNTRIES = new Set([
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'EU',
  'EZ',
  'IC',
  'QO',
  'TA',
  'UN',
  'XA',
  'XB',
  'ZZ',
]);

/** ISO 3166-1 alpha-2 countries (plus XK Kosovo) with their Italian names, from Intl (not typed by hand). */
function italianCountries(): { id: string; name: string }[] {
  const names = new Intl.DisplayNames(['it'], { type: 'region' });
  const countries: { id: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const id = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(id)) continue;
      // Deprecated codes (e.g. UK, YU) are aliases of current ones.
      if (Intl.getCanonicalLocales(`und-${id}`)[0] !== `und-${id}`) continue;
      let name: string | undefined;
      try {
        name = names.of(id);
      } catch {
        continue;
      }
      if (name && name !== id) countries.push({ id, name });
    }
  }
  return countries;
}

const roles = [
  {
    id: 'admin',
    name: 'Amministratore',
    description: 'Gestisce anagrafiche, utenti e configurazione; accesso completo.',
    permissions: ['manage_db', 'manage_users', 'self_quote'],
  },
  {
    id: 'supervisor',
    name: 'Responsabile',
    description: 'Gestisce anagrafiche (agenzie, aree, località), hotel, servizi e pratiche.',
    permissions: ['manage_db', 'self_quote'],
  },
  {
    id: 'operator',
    name: 'Operatore',
    description: 'Gestisce hotel, servizi e pratiche; non modifica anagrafiche né utenti.',
    permissions: [],
  },
];

const refLists: Record<string, [string, string][]> = {
  hotelCategories: [
    ['1', '1 stella'],
    ['2', '2 stelle'],
    ['3', '3 stelle'],
    ['4', '4 stelle'],
    ['5', '5 stelle'],
    ['5L', '5 stelle lusso'],
  ],
  hotelPositions: [
    ['cs', 'Centro storico'],
    ['c', 'Centro'],
    ['sc', 'Semicentro'],
    ['p', 'Periferia'],
    ['mare', 'Mare'],
    ['mont', 'Montagna'],
    ['lago', 'Lago'],
  ],
  accomodationTypes: [
    ['mul', 'Multipla'],
    ['dbl', 'Doppia'],
    ['sgl', 'Singola'],
    ['trp', 'Tripla'],
  ],
  serviceItems: [
    ['b', 'Colazione'],
    ['l', 'Pranzo'],
    ['d', 'Cena'],
    ['n', 'Pernottamento'],
  ],
};

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'char(2)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('countries').values(italianCountries()).execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('permissions', sql`text[]`, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('roles')
    .values(roles.map((r, sort) => ({ ...r, sort })))
    .execute();

  await db.schema
    .createTable('ref_items')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ref_items_pk', ['list', 'id'])
    .execute();
  await db
    .insertInto('ref_items')
    .values(
      Object.entries(refLists).flatMap(([list, items]) =>
        items.map(([id, name], sort) => ({ list, id, name, sort })),
      ),
    )
    .execute();

  await db.schema
    .createTable('guest_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('base_accomodation_id', 'text', (c) => c.notNull())
    .addColumn('extra_accomodation_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('guest_types')
    .values([
      {
        id: 's',
        name: 'Studenti',
        base_accomodation_id: 'mul',
        extra_accomodation_ids: ['sgl', 'dbl'],
        sort: 0,
      },
      {
        id: 'a',
        name: 'Adulti',
        base_accomodation_id: 'dbl',
        extra_accomodation_ids: ['sgl', 'trp'],
        sort: 1,
      },
    ])
    .execute();

  await db.schema
    .createTable('service_classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('abbr', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('service_classes')
    .values([
      { id: 'bb', abbr: 'BB', description: 'Pernottamento e colazione', is_default: false, sort: 0 },
      { id: 'hb', abbr: 'HB', description: 'Mezza pensione', is_default: true, sort: 1 },
      { id: 'fb', abbr: 'FB', description: 'Pensione completa', is_default: false, sort: 2 },
    ])
    .execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .execute();
  await db.insertInto('feature_flags').values({ id: 'selfQuoteEnabled', enabled: true }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['feature_flags', 'service_classes', 'guest_types', 'ref_items', 'roles', 'countries']) {
    await db.schema.dropTable(t).execute();
  }
}
