import { addDays, todayInRome } from '@ham/contracts';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo';
import { createListeningContext, type ListeningContext } from './auth-helpers';
import { cookieFor, createAccount, createAgency } from './helpers';

/**
 * The world of the guard-rail suites (authorization matrix, fuzzing): the demo data (hotels
 * with price lists and blocks, services, a dozen case files with stays, holds and items),
 * one signed-in user of each kind, and two agencies each with its front-office user, so
 * agency-scoped routes can check that one agency never reaches the other's records.
 */

/** The kinds of user every route is checked with. */
export const ROLES = ['anonymous', 'agency', 'operator', 'supervisor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** One route of the API's own table: one method (HEAD of a GET is left out: same hooks). */
export interface ApiRoute {
  /** e.g. 'PUT /api/hotels/:id' — the key of the authorization matrix. */
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

export interface GuardRailWorld {
  /** Listening on loopback: the sign-in routes reach the embedded provider over HTTP. */
  ctx: ListeningContext;
  routes: ApiRoute[];
  /** `cookie` header per role ('' for anonymous). */
  cookies: Record<Role, string>;
  /** A new session for the role (after a route such as logout ended it). */
  signIn(role: Role): Promise<void>;
  /** The account of each signed-in role. */
  accounts: Record<Exclude<Role, 'anonymous'>, number>;
  /** Agency B: another agency with its own front-office user (agency A is `cookies.agency`'s). */
  otherAgency: { id: number; accountId: number; cookie: string };
  agencyId: number;
  /** Real ids of each kind of record, by name (see `fixtureIds`). */
  ids: Record<FixtureName, number | string>;
}

export type FixtureName =
  | 'area'
  | 'location'
  | 'hotel'
  | 'block'
  | 'price'
  | 'guestType'
  | 'option'
  | 'restaurant'
  | 'bus'
  | 'guide'
  | 'user'
  | 'agency'
  | 'case'
  | 'stay'
  | 'stayBegin'
  | 'stayEnd'
  | 'meal'
  | 'busTrip'
  | 'guidedTour'
  | 'unknownGroup'
  | 'interaction'
  | 'quoteRequest'
  | 'quoteOffer'
  | 'quoteAttachment'
  | 'historyKind'
  | 'configGroup';

/** Routes as Fastify lists them; HEAD routes that mirror a GET are left out. */
export function collectRoutes(): { onRoute(route: RouteOptions): void; routes: ApiRoute[] } {
  const routes: ApiRoute[] = [];
  return {
    routes,
    onRoute(route) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ key: `${method} ${route.url}`, method, url: route.url, schema: route.schema });
      }
    },
  };
}

const first = async (db: Db, query: ReturnType<typeof sql<{ id: number }>>) => {
  const row = (await query.execute(db)).rows[0];
  if (!row) throw new Error(`fixture missing: ${query.compile(db).sql}`);
  return row.id;
};

/** One real record of each kind, picked from the demo data (children of other records where it matters). */
async function fixtureIds(
  db: Db,
  spareUser: number,
  spareAgency: number,
  agencyId: number,
): Promise<GuardRailWorld['ids']> {
  // A stay of a case, in a hotel with a price list for the case's guests.
  const stay = await db
    .selectFrom('stays')
    .select(['id', 'case_number', 'hotel_id', 'begin', 'end'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const quoteRequest = await insertQuoteRequest(db, agencyId);
  return {
    area: await first(db, sql`select id from areas order by id limit 1`),
    location: await first(db, sql`select id from locations order by id limit 1`),
    hotel: stay.hotel_id,
    block: await first(db, sql`select id from availability_blocks order by id limit 1`),
    price: await first(db, sql`select id from hotel_prices order by id limit 1`),
    guestType: 's',
    option: await first(db, sql`select id from holds where kind = 'option' order by id limit 1`),
    restaurant: await first(db, sql`select id from restaurants order by id limit 1`),
    bus: await first(db, sql`select id from bus_services order by id limit 1`),
    guide: await first(db, sql`select id from guide_services order by id limit 1`),
    user: spareUser,
    agency: spareAgency,
    case: stay.case_number,
    stay: stay.id,
    stayBegin: stay.begin,
    stayEnd: stay.end,
    meal: await first(db, sql`select id from meals order by id limit 1`),
    busTrip: await first(db, sql`select id from bus_trips order by id limit 1`),
    guidedTour: await first(db, sql`select id from guided_tours order by id limit 1`),
    unknownGroup: 'nonesiste',
    interaction: 'interazione-inesistente',
    quoteRequest,
    quoteOffer: await insertQuoteOffer(db, quoteRequest, stay.hotel_id),
    quoteAttachment: await insertQuoteAttachment(db, quoteRequest),
    historyKind: 'hotel',
    configGroup: 'company',
  };
}

/** A case of `agencyId` (its rooming list is the agency's own), copied from the demo's first case's head. */
export async function insertAgencyCase(db: Db, agencyId: number): Promise<number> {
  const row = await db
    .insertInto('cases')
    .columns(['name', 'customer_id', 'begin_date', 'end_date', 'guest_type_id', 'guest_count'])
    .expression((eb) =>
      eb
        .selectFrom('cases')
        .select([
          'name',
          sql<number>`${agencyId}::int`.as('customer_id'),
          'begin_date',
          'end_date',
          'guest_type_id',
          'guest_count',
        ])
        .orderBy('number')
        .limit(1),
    )
    .returning('number')
    .executeTakeFirstOrThrow();
  return row.number;
}

/** A quote request of the agency portal sent by `agencyId`'s front office (nothing in the demo data has one). */
export async function insertQuoteRequest(db: Db, agencyId: number): Promise<number> {
  const area = await first(db, sql`select id from areas order by id limit 1`);
  const { id } = await db
    .insertInto('quote_requests')
    .values({
      agency_id: agencyId,
      contact_email: `richieste-${agencyId}@test.it`,
      guest_count: 20,
      guest_type_id: 's',
      begin: addDays(todayInRome(), 30),
      end: addDays(todayInRome(), 33),
      area_id: area,
      service_class_id: 'hb',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An offer sent for a request (docs/product/offers.md): one alternative in `hotelId`, valid for 10 days. */
export async function insertQuoteOffer(db: Db, requestId: number, hotelId: number): Promise<number> {
  const { id } = await db
    .insertInto('quote_offers')
    .values({
      request_id: requestId,
      status: 'sent',
      valid_until: addDays(todayInRome(), 10),
      option_until: null,
      message: 'Offerta di prova',
      sent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quote_offer_alternatives')
    .values({
      offer_id: id,
      position: 0,
      hotel_id: hotelId,
      begin: addDays(todayInRome(), 30),
      end: addDays(todayInRome(), 33),
      service_class_id: 'hb',
      rooms: JSON.stringify([{ accomodationId: 'mul', guests: 20, unitPrice: 5000 }]),
      included: JSON.stringify([{ text: 'Bus dalla stazione', amount: null }]),
      guest_count: 20,
      free_guests: 0,
      total: 300000,
    })
    .execute();
  await db
    .updateTable('quote_requests')
    .set({ status: 'offer_sent', offer_valid_until: addDays(todayInRome(), 10) })
    .where('id', '=', requestId)
    .execute();
  return id;
}

/** A staff message with a small PDF on a quote request; the attachment's id. */
export async function insertQuoteAttachment(db: Db, requestId: number): Promise<number> {
  const message = await db
    .insertInto('quote_request_messages')
    .values({ request_id: requestId, side: 'staff', author_name: 'Ufficio booking', text: 'Il programma' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const content = Buffer.from('%PDF-1.4\n%%EOF\n');
  const { id } = await db
    .insertInto('quote_request_attachments')
    .values({
      message_id: message.id,
      file_name: 'programma.pdf',
      media_type: 'application/pdf',
      size: content.length,
      content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A database with the demo data, the app on it in demo mode (so demo-only routes are listed
 * too) with its route table, and the users. Call in beforeAll; `ctx.close()` in afterAll.
 */
export async function createGuardRailWorld(): Promise<GuardRailWorld> {
  const table = collectRoutes();
  const ctx = await createListeningContext({ demo: true }, { onRoute: table.onRoute });
  const { db } = ctx;
  await seedDemoData(db);
  const agencyId = await createAgency(db, 'agenzia-a@test.it');
  const otherId = await createAgency(db, 'agenzia-b@test.it');
  const otherAccount = await createAccount(db, { email: 'agenzia-b@test.it', agencyId: otherId });
  const accounts = {
    agency: await createAccount(db, { email: 'agenzia-a@test.it', agencyId }),
    operator: await createAccount(db, { email: 'op@test.it', roleId: 'operator' }),
    supervisor: await createAccount(db, { email: 'resp@test.it', roleId: 'supervisor' }),
    admin: await createAccount(db, { email: 'amm@test.it', roleId: 'admin' }),
  };
  const cookies = Object.fromEntries(ROLES.map((role) => [role, ''])) as Record<Role, string>;
  const signIn = async (role: Role) => {
    if (role !== 'anonymous') cookies[role] = await cookieFor(db, accounts[role]);
  };
  for (const role of ROLES) await signIn(role);
  const spareUser = await createAccount(db, { email: 'da-eliminare@test.it', roleId: 'operator' });
  const spareAgency = await createAgency(db, 'agenzia-da-eliminare@test.it');
  return {
    ctx,
    routes: table.routes,
    cookies,
    signIn,
    accounts,
    agencyId,
    otherAgency: { id: otherId, accountId: otherAccount, cookie: await cookieFor(db, otherAccount) },
    ids: await fixtureIds(db, spareUser, spareAgency, agencyId),
  };
}

/** The route's URL with its `:params` (and `*`) replaced by the given values. */
export function fillUrl(url: string, params: Record<string, string | number>): string {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const key = name ?? '*';
    if (!(key in params)) throw new Error(`no value for ${whole} in ${url}`);
    return name ? encodeURIComponent(String(params[key])) : String(params[key]);
  });
}
