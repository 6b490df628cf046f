import type { Agency, AgencyListItem, AgencyListQuery, AgencyRef, AgencyWrite, Paged } from '@ham/contracts';
import { type Insertable, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';
import { fetchPage } from '../db/paging';
import { editableRows, insertRow } from '../db/rows';
import type { AgencyTable } from '../db/schema';

const baseQuery = (db: Executor) =>
  db
    .selectFrom('agencies as ag')
    .leftJoin('countries as c', 'c.id', 'ag.country_id')
    .select([
      'ag.id',
      'ag.full_name',
      'ag.short_name',
      'ag.vat_number',
      'ag.einvoice_code',
      'ag.address',
      'ag.postal_code',
      'ag.city',
      'ag.phone',
      'ag.fax',
      'ag.email',
      'ag.certified_email',
      'ag.website',
      'ag.surcharge_per_guest',
      'ag.frontoffice_email',
      'ag.version',
      'c.id as country_id',
      'c.name as country_name',
    ]);

/** A partita IVA as compared: no spaces, upper case. */
const vatKey = (vat: string) => vat.replace(/\s/g, '').toUpperCase();

type AgencyRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const countryOf = (r: { country_id: string | null; country_name: string | null }) =>
  r.country_id ? { id: r.country_id, name: r.country_name ?? r.country_id } : null;

const toAgency = (r: AgencyRow): Agency => ({
  id: r.id,
  fullName: r.full_name,
  shortName: r.short_name,
  vatNumber: r.vat_number,
  einvoiceCode: r.einvoice_code,
  address: r.address,
  postalCode: r.postal_code,
  city: r.city,
  country: countryOf(r),
  phone: r.phone,
  fax: r.fax,
  email: r.email,
  certifiedEmail: r.certified_email,
  website: r.website,
  surchargePerGuest: r.surcharge_per_guest,
  frontofficeEmail: r.frontoffice_email,
  version: r.version,
});

export async function listAgencies(
  db: Executor,
  { name, country, vat, p, ipp }: AgencyListQuery,
): Promise<Paged<AgencyListItem>> {
  const match = nameSearch('ag.full_name', name ?? '');
  let query = baseQuery(db);
  if (name) query = query.where(match.contains);
  if (country) query = query.where('ag.country_id', '=', country);
  // The same partita IVA whatever its spaces and letter case ('it 0123…' is 'IT0123…').
  if (vat)
    query = query.where(sql<string>`upper(regexp_replace(ag.vat_number, '\\s', '', 'g'))`, '=', vatKey(vat));
  const page = await fetchPage(query.orderBy(match.sortKey).orderBy('ag.id'), { p, ipp });
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      fullName: r.full_name,
      shortName: r.short_name,
      city: r.city,
      country: countryOf(r),
      frontofficeEmail: r.frontoffice_email,
    })),
  };
}

/** Agencies for pickers (e.g. a case file's customer): names starting with `q` first. */
export async function searchAgencies(db: Executor, q: string, limit = 20): Promise<AgencyRef[]> {
  const match = nameSearch('ag.full_name', q);
  let query = baseQuery(db);
  if (q) query = query.where(match.contains);
  const rows = await query.orderBy(match.rank).orderBy(match.sortKey).orderBy('ag.id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, fullName: r.full_name, city: r.city, country: countryOf(r) }));
}

export async function findAgency(db: Executor, id: number, forUpdate = false): Promise<Agency | undefined> {
  let query = baseQuery(db).where('ag.id', '=', id);
  if (forUpdate) query = query.forUpdate('ag');
  const row = await query.executeTakeFirst();
  return row && toAgency(row);
}

const toColumns = (
  a: AgencyWrite,
): Omit<Insertable<AgencyTable>, 'id' | 'version' | 'created_at' | 'updated_at'> => ({
  full_name: a.fullName,
  short_name: a.shortName,
  vat_number: a.vatNumber,
  einvoice_code: a.einvoiceCode,
  address: a.address,
  postal_code: a.postalCode,
  city: a.city,
  country_id: a.countryId,
  phone: a.phone,
  fax: a.fax,
  email: a.email,
  certified_email: a.certifiedEmail,
  website: a.website,
  surcharge_per_guest: a.surchargePerGuest,
  frontoffice_email: a.frontofficeEmail,
});

/** Insert, optimistic update (409 StaleRecord, 404) and delete (false: no such row). */
export const {
  insert: insertAgency,
  update: updateAgency,
  delete: deleteAgency,
} = editableRows('agencies', toColumns);

// ---- the agency's front-office logins ------------------------------------------------------

export interface LoginRow {
  id: number;
  agencyId: number | null;
  active: boolean;
}

export async function findLoginByEmail(db: Executor, email: string): Promise<LoginRow | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'agency_id', 'active'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  return row && { id: row.id, agencyId: row.agency_id, active: row.active };
}

/** Another agency whose access uses the address (its login may not exist, e.g. seeded data). */
export async function otherAgencyWithAccessEmail(db: Executor, email: string, agencyId: number | null) {
  let query = db
    .selectFrom('agencies')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['frontoffice_email']), '=', email));
  if (agencyId !== null) query = query.where('id', '<>', agencyId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertAgencyLogin(db: Executor, agencyId: number, email: string): Promise<number> {
  return insertRow(db, 'accounts', {
    email,
    agency_id: agencyId,
    role_id: null,
    first_name: '',
    last_name: '',
  });
}

export async function setLoginActive(db: Executor, accountId: number, active: boolean): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ active, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', accountId)
    .execute();
}

export async function agencyLoginIds(db: Executor, agencyId: number): Promise<number[]> {
  const rows = await db.selectFrom('accounts').select('id').where('agency_id', '=', agencyId).execute();
  return rows.map((r) => r.id);
}
