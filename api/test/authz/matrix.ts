import { addDays, todayInRome } from '@ham/contracts';
import {
  type FixtureName,
  type GuardRailWorld,
  insertAgencyCase,
  insertQuoteAttachment,
  insertQuoteOffer,
  insertQuoteRequest,
  type Role,
} from '../guard-rails-world';

/**
 * THE AUTHORIZATION MATRIX: every route of the API × every kind of user, checked by
 * authz.itest.ts against the app's own route table. A route missing here fails the test
 * (classify it the day it is added: one line below), and so does a line whose route is gone.
 *
 * - `allow`: the guard lets the user through: any answer but 401/403 (and never a 5xx). A
 *   real record's id is used (see `params`), so the answer is the route's own (200, 204,
 *   400 for the empty body the check sends, 404 once a DELETE has removed it...).
 * - 401 / 403: the exact status of the refusal.
 *
 * `params` names the fixture (a real record of the demo data, guard-rails-world.ts) each
 * `:param` takes. HEAD routes follow their GET and are not listed.
 */
type Expected = 'allow' | 401 | 403;
export type Access = Record<Role, Expected>;

/** Everyone, signed in or not (sign-in pages, the provider, public documents). */
const PUBLIC: Access = {
  anonymous: 'allow',
  agency: 'allow',
  operator: 'allow',
  supervisor: 'allow',
  admin: 'allow',
};
/** Any signed-in user, staff or agency (docs/product/roles.md: /auth, /static, /geo/search). */
const USER: Access = {
  anonymous: 401,
  agency: 'allow',
  operator: 'allow',
  supervisor: 'allow',
  admin: 'allow',
};
/** Staff of any role; agency users 403. */
const STAFF: Access = { anonymous: 401, agency: 403, operator: 'allow', supervisor: 'allow', admin: 'allow' };
/** Staff with manage_db (supervisor, admin): registry writes. */
const MANAGE_DB: Access = { anonymous: 401, agency: 403, operator: 403, supervisor: 'allow', admin: 'allow' };
/** Staff with manage_users (admin): users, configuration, the demo mailbox. */
const MANAGE_USERS: Access = { anonymous: 401, agency: 403, operator: 403, supervisor: 403, admin: 'allow' };
/**
 * The change-password form: it proves who is asking by what it is sent (e-mail and current
 * password), not by the session, so the empty form the check sends is 401 for everyone.
 */
const PASSWORD_FORM: Access = { anonymous: 401, agency: 401, operator: 401, supervisor: 401, admin: 401 };
/** Agency front-office users only (the agency portal, /quotereq/*): staff 403. */
export const AGENCY: Access = { anonymous: 401, agency: 'allow', operator: 403, supervisor: 403, admin: 403 };

export interface MatrixRow {
  access: Access;
  params?: Record<string, FixtureName>;
  /** A query string the route needs to answer with data. */
  query?: (ids: GuardRailWorld['ids']) => Record<string, string | number>;
  /** A concrete path for wildcard routes. */
  sample?: string;
  /**
   * What an allowed GET answers when it is not a success: the fixtures are real, so any
   * other GET must answer 2xx/3xx to the admin (a 404 there would mean the check proved nothing).
   */
  refusedGet?: 400 | 404;
}

const row = (access: Access, params?: MatrixRow['params']): MatrixRow => ({ access, params });
const id = (fixture: FixtureName) => ({ id: fixture });
const docNum = { docNum: 'case' } as const;
const day = (n: number) => addDays(todayInRome(), n);
/** A row for each method on `path`, all with the same access and params. */
const rows = (methods: string[], path: string, access: Access, params?: MatrixRow['params']) =>
  Object.fromEntries(methods.map((method) => [`${method} ${path}`, row(access, params)]));
/**
 * A registry resource at `base`: list, search and one record (`:id`, a real `fixture`) with
 * `read` access; create, update and delete with `write` access.
 */
const crud = (base: string, fixture: FixtureName, read: Access, write = read) => ({
  ...rows(['GET'], base, read),
  ...rows(['GET'], `${base}/search`, read),
  ...rows(['GET'], `${base}/:id`, read, id(fixture)),
  ...rows(['POST'], base, write),
  ...rows(['PUT', 'DELETE'], `${base}/:id`, write, id(fixture)),
});
/** An item of a case file at /api/docs/`path` (staff): added to a case, read, saved and deleted by id. */
const caseItem = (path: string, fixture: FixtureName) => ({
  [`POST /api/docs/:docNum/${path}`]: row(STAFF, docNum),
  ...rows(['GET', 'PUT', 'DELETE'], `/api/docs/${path}/:id`, STAFF, id(fixture)),
});

/** The embedded provider (oidc-provider) answers every method on /idp/*: it authenticates its clients itself. */
const PROVIDER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'];
const provider = Object.fromEntries(
  PROVIDER_METHODS.map((m) => [
    `${m} /idp/*`,
    { access: PUBLIC, sample: '/idp/.well-known/openid-configuration' },
  ]),
);

export const matrix: Record<string, MatrixRow> = {
  // ---- OpenAPI: staff only (the security audit: it maps the whole attack surface; docs/SECURITY.md) ----
  'GET /api/openapi': row(STAFF),
  'GET /api/openapi/static/index.html': row(STAFF),
  'GET /api/openapi/static/swagger-initializer.js': row(STAFF),
  'GET /api/openapi/json': row(STAFF),
  'GET /api/openapi/yaml': row(STAFF),
  // Swagger UI's own stylesheets and scripts (the same for every install): no map of the API.
  'GET /api/openapi/static/*': { access: PUBLIC, sample: '/api/openapi/static/index.css' },

  // ---- sign-in (backend for frontend) and the embedded provider's pages ----
  'GET /api/auth': row(USER),
  'GET /api/auth/login': row(PUBLIC),
  'GET /api/auth/callback': { access: PUBLIC, refusedGet: 400 },
  'GET /api/auth/logout': row(PUBLIC),
  'POST /api/auth/logout': row(PUBLIC),
  'GET /api/auth/changepassword': row(PUBLIC),
  'GET /api/auth/cognito/changepassword': row(PUBLIC),
  'GET /idp/interaction/:uid': { ...row(PUBLIC, { uid: 'interaction' }), refusedGet: 400 },
  'POST /idp/interaction/:uid/login': row(PUBLIC, { uid: 'interaction' }),
  'GET /idp/password': row(PUBLIC),
  'POST /idp/password': row(PASSWORD_FORM),
  'GET /idp/set-password': { access: PUBLIC, refusedGet: 400 },
  'POST /idp/set-password': row(PUBLIC),
  'GET /idp/forgot': row(PUBLIC),
  'POST /idp/forgot': row(PUBLIC),
  'GET /idp/assets/logout.js': row(PUBLIC),
  ...provider,

  // ---- reference ----
  'GET /api/version': row(PUBLIC),
  'GET /api/static': row(USER),

  // ---- geography ----
  'GET /api/geo/search': row(USER),
  'GET /api/geo/countries/search': row(STAFF),
  ...crud('/api/geo/areas', 'area', STAFF, MANAGE_DB),
  ...crud('/api/geo/locations', 'location', STAFF, MANAGE_DB),

  // ---- hotels, availability, price lists (operators manage hotels: docs/product/roles.md) ----
  ...crud('/api/hotels', 'hotel', STAFF),
  'GET /api/hotels/:id/head': row(STAFF, id('hotel')),
  'GET /api/hotels/:id/summary': row(STAFF, id('hotel')),
  'GET /api/hotels/:id/edit': row(STAFF, id('hotel')),
  'POST /api/hotels/:id/hide': row(STAFF, id('hotel')),
  'POST /api/hotels/:id/unhide': row(STAFF, id('hotel')),
  ...rows(['GET', 'POST'], '/api/hotels/:id/avails', STAFF, id('hotel')),
  ...rows(['GET', 'PUT', 'DELETE'], '/api/hotels/avails/:id', STAFF, id('block')),
  ...rows(['GET', 'PUT', 'DELETE'], '/api/hotels/:id/offers/:gtype', STAFF, {
    id: 'hotel',
    gtype: 'guestType',
  }),
  'POST /api/hotels/:id/offers/:gtype/prices': row(STAFF, { id: 'hotel', gtype: 'guestType' }),
  ...rows(['GET', 'PUT', 'DELETE'], '/api/hotels/prices/:id', STAFF, id('price')),

  // ---- allotment ----
  'GET /api/allotment/search': { access: STAFF, query: () => ({ type: 's', from: day(1), to: day(30) }) },
  'GET /api/allotment/releases': { access: STAFF, query: () => ({ days: 14, type: 's' }) },
  'GET /api/dashboard': { access: STAFF, query: () => ({ guestType: 's' }) },
  'GET /api/dashboard/pickup': { access: STAFF, query: (ids) => ({ hotel: ids.hotel, guestType: 's' }) },
  'GET /api/dashboard.xlsx': { access: STAFF, query: () => ({ guestType: 's' }) },
  'GET /api/dashboard.csv': { access: STAFF, query: () => ({ guestType: 's' }) },
  'GET /api/allotment/search.xlsx': {
    access: STAFF,
    query: () => ({ type: 's', from: day(1), to: day(30) }),
  },
  'GET /api/allotment/search.csv': { access: STAFF, query: () => ({ type: 's', from: day(1), to: day(30) }) },
  'GET /api/allotment/releases.xlsx': { access: STAFF, query: () => ({ days: 14, type: 's' }) },
  'GET /api/allotment/releases.csv': { access: STAFF, query: () => ({ days: 14, type: 's' }) },
  'GET /api/allotment/options/expired': row(STAFF),
  'DELETE /api/allotment/options/:id': row(STAFF, id('option')),
  'POST /api/allotment/releases/notices': row(STAFF),

  // ---- users and configuration (manage_users) ----
  ...rows(['GET', 'POST'], '/api/users', MANAGE_USERS),
  'DELETE /api/users/:id': row(MANAGE_USERS, id('user')),
  ...rows(['GET', 'PUT'], '/api/users/:id/edit', MANAGE_USERS, id('user')),
  ...rows(['GET', 'PUT'], '/api/config/expiringoptions', MANAGE_USERS),
  ...rows(['GET', 'PUT'], '/api/config/company', MANAGE_USERS),
  ...rows(['GET', 'PUT'], '/api/config/quoterequests', MANAGE_USERS),
  ...rows(['GET', 'PUT'], '/api/config/rooming', MANAGE_USERS),
  ...rows(['GET', 'PUT'], '/api/config/releases', MANAGE_USERS),
  ...rows(['GET', 'PUT'], '/api/config/payments', MANAGE_USERS),
  ...rows(['GET', 'PUT'], '/api/config/history', MANAGE_USERS),
  'GET /api/config/:group': { ...row(MANAGE_USERS, { group: 'unknownGroup' }), refusedGet: 404 },
  'PUT /api/config/:group': row(MANAGE_USERS, { group: 'unknownGroup' }),
  // Demo mode only. Its mails hold other accounts' password links (security audit, defect 1: docs/SECURITY.md).
  'GET /api/dev/mails': row(MANAGE_USERS),

  // ---- agencies: staff read, manage_db write ----
  ...crud('/api/agencies', 'agency', STAFF, MANAGE_DB),

  // ---- services: staff (operators manage services) ----
  ...crud('/api/services/restaurants', 'restaurant', STAFF),
  ...crud('/api/services/buses', 'bus', STAFF),
  ...crud('/api/services/guides', 'guide', STAFF),

  // ---- case files (docs/product/cases.md): staff ----
  ...rows(['GET', 'POST'], '/api/docs', STAFF),
  ...rows(['GET', 'DELETE'], '/api/docs/:docNum', STAFF, docNum),
  ...rows(['GET', 'PUT'], '/api/docs/:docNum/edit', STAFF, docNum),
  'GET /api/docs/:docNum/exists': row(STAFF, docNum),
  ...rows(['GET', 'PUT'], '/api/docs/:docNum/extras', STAFF, docNum),
  // Rooming list (docs/product/rooming-list.md): staff only for now.
  ...rows(['GET', 'PUT'], '/api/docs/:docNum/rooming', STAFF, docNum),
  ...rows(['GET', 'PUT'], '/api/docs/:docNum/tourist-tax', STAFF, docNum),
  'POST /api/docs/:docNum/rooming/import': { ...row(STAFF, docNum), query: () => ({ format: 'csv' }) },
  'GET /api/docs/:docNum/rooming/export': { ...row(STAFF, docNum), query: () => ({ format: 'csv' }) },
  'GET /api/docs/:docNum/rooming/template': { ...row(STAFF, docNum), query: () => ({ format: 'csv' }) },
  'PUT /api/docs/:docNum/rooming/deadline': row(STAFF, docNum),
  // The agency portal's 'Le mie pratiche': its own cases only (another agency's: 404, below).
  'GET /api/quotereq/cases': row(AGENCY),
  ...rows(['GET', 'PUT'], '/api/quotereq/cases/:docNum/rooming', AGENCY, docNum),
  'POST /api/quotereq/cases/:docNum/rooming/import': {
    ...row(AGENCY, docNum),
    query: () => ({ format: 'csv' }),
  },
  'GET /api/quotereq/cases/:docNum/rooming/export': {
    ...row(AGENCY, docNum),
    query: () => ({ format: 'csv' }),
  },
  'GET /api/quotereq/cases/:docNum/rooming/template': {
    ...row(AGENCY, docNum),
    query: () => ({ format: 'csv' }),
  },
  ...caseItem('meals', 'meal'),
  ...caseItem('bustrips', 'busTrip'),
  ...caseItem('guidedtours', 'guidedTour'),
  'GET /api/docs/:docNum/stays/auxdata': {
    ...row(STAFF, docNum),
    query: (ids) => ({ hotel: ids.hotel, begin: ids.stayBegin, end: ids.stayEnd }),
  },
  ...caseItem('stays', 'stay'),
  'GET /api/docs/stays/:id/edit': row(STAFF, id('stay')),
  ...rows(['PUT', 'DELETE'], '/api/docs/stays/:id/option', STAFF, id('stay')),
  ...rows(['PUT', 'DELETE'], '/api/docs/stays/:id/reservation', STAFF, id('stay')),

  // ---- case documents (docs/product/documents.md): staff. The demo case has no invoice issued yet: 404. ----
  ...Object.fromEntries(
    ['confirmation.html', 'confirmation.pdf'].map((doc) => [
      `GET /api/docs/:docNum/${doc}`,
      { ...row(STAFF, docNum), query: () => ({ date: day(0) }) },
    ]),
  ),
  ...Object.fromEntries(
    ['invoice.html', 'invoice.pdf', 'invoice.xml'].map((doc) => [
      `GET /api/docs/:docNum/${doc}`,
      { ...row(STAFF, docNum), refusedGet: 404 as const },
    ]),
  ),
  ...rows(['GET', 'PUT'], '/api/docs/:docNum/invoice/data', STAFF, docNum),
  // Credit and debit notes: staff. The demo case has no invoice, hence no note: 404.
  'POST /api/docs/:docNum/invoice/notes': row(STAFF, docNum),
  ...Object.fromEntries(
    ['html', 'pdf', 'xml'].map((format) => [
      `GET /api/docs/notes/:id.${format}`,
      { ...row(STAFF, { id: 'case' }), refusedGet: 404 as const },
    ]),
  ),
  'GET /api/docs/stays/:id/voucher.html': row(STAFF, id('stay')),
  'GET /api/docs/stays/:id/voucher.pdf': row(STAFF, id('stay')),
  ...rows(['GET', 'PUT'], '/api/docs/stays/:id/voucher/data', STAFF, id('stay')),
  'GET /api/docs/invoices': row(STAFF),
  'GET /api/docs/invoices/export.zip': {
    access: STAFF,
    query: () => ({ year: day(0).slice(0, 4), month: Number(day(0).slice(5, 7)) }),
  },
  'GET /api/docs/:docNum/sent': row(STAFF, docNum),
  'POST /api/docs/:docNum/send': row(STAFF, docNum),
  // 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel).
  'GET /api/docs/:docNum/hotel-mails': row(STAFF, docNum),
  'POST /api/docs/stays/:id/hotel-mail': row(STAFF, id('stay')),

  // ---- margins: staff (agency users never see a purchase cost); their configuration manage_users ----
  'GET /api/docs/:docNum/margin': row(STAFF, docNum),
  'GET /api/margins': { access: STAFF, query: () => ({ from: day(-30), to: day(60) }) },
  'GET /api/margins/export': { access: STAFF, query: () => ({ from: day(-30), to: day(60), format: 'csv' }) },
  ...rows(['GET', 'PUT'], '/api/config/margins', MANAGE_USERS),
  // ---- the SdI outcome: staff. The demo data has no issued document: the id is a case's (404). ----
  'POST /api/sdi/messages': row(STAFF),
  'GET /api/sdi/documents/:id': { ...row(STAFF, id('case')), refusedGet: 404 },
  'POST /api/sdi/documents/:id/sent': row(STAFF, id('case')),
  'POST /api/sdi/documents/:id/pec': row(STAFF, id('case')),

  // ---- the agency portal (docs/product/agency-portal.md): agency front-office users only, scoped to their agency ----
  ...Object.fromEntries(
    ['hotels', 'restaurants', 'guides', 'buses'].map((type) => [
      `GET /api/quotereq/services/${type}`,
      { access: AGENCY, query: (ids: GuardRailWorld['ids']) => ({ area: ids.area, gt: 's' }) },
    ]),
  ),
  'GET /api/quotereq/hotels/:id': row(AGENCY, id('hotel')),
  'GET /api/quotereq/search': {
    access: AGENCY,
    query: (ids) => ({ gt: 's', area: ids.area, from: day(1), to: day(30) }),
  },
  'GET /api/quotereq/options': {
    access: AGENCY,
    query: (ids) => ({ gc: 20, gt: 's', from: day(30), to: day(33), area: ids.area, sc: 'hb' }),
  },
  'POST /api/quotereq': row(AGENCY),
  'GET /api/quotereq': row(AGENCY),
  'GET /api/quotereq/home': row(AGENCY),
  'GET /api/quotereq/:id': row(AGENCY, id('quoteRequest')),

  // ---- quote requests for staff (docs/product/agency-portal.md) ----
  'GET /api/docs/quotereqs': row(STAFF),
  'GET /api/docs/quotereqs/:requestId': row(STAFF, { requestId: 'quoteRequest' }),
  'PUT /api/docs/quotereqs/:requestId/status': row(STAFF, { requestId: 'quoteRequest' }),
  'POST /api/docs/quotereqs/:requestId/case': row(STAFF, { requestId: 'quoteRequest' }),
  // ---- offers (docs/product/offers.md): staff write and send, the agency reads and answers its own ----
  'GET /api/docs/quotereqs/:requestId/offers': row(STAFF, { requestId: 'quoteRequest' }),
  'PUT /api/docs/quotereqs/:requestId/offer': row(STAFF, { requestId: 'quoteRequest' }),
  'POST /api/docs/quotereqs/:requestId/offer/send': row(STAFF, { requestId: 'quoteRequest' }),
  'GET /api/docs/quotereqs/:requestId/offers/:offerId.pdf': row(STAFF, {
    requestId: 'quoteRequest',
    offerId: 'quoteOffer',
  }),
  'GET /api/quotereq/:id/offer': row(AGENCY, id('quoteRequest')),
  'GET /api/quotereq/:id/offer.pdf': row(AGENCY, id('quoteRequest')),
  'POST /api/quotereq/:id/offer/accept': row(AGENCY, id('quoteRequest')),
  'POST /api/quotereq/:id/offer/decline': row(AGENCY, id('quoteRequest')),

  // ---- 'Messaggi' of a quote request: staff on any request, an agency on its own (docs/product/agency-portal.md#messages) ----
  'GET /api/docs/quotereqs/unread-messages': row(STAFF),
  ...rows(['GET', 'POST'], '/api/docs/quotereqs/:requestId/messages', STAFF, { requestId: 'quoteRequest' }),
  'POST /api/docs/quotereqs/:requestId/messages/read': row(STAFF, { requestId: 'quoteRequest' }),
  'GET /api/docs/quotereqs/:requestId/attachments/:attachmentId': row(STAFF, {
    requestId: 'quoteRequest',
    attachmentId: 'quoteAttachment',
  }),
  'GET /api/quotereq/unread-messages': row(AGENCY),
  ...rows(['GET', 'POST'], '/api/quotereq/:id/messages', AGENCY, id('quoteRequest')),
  'POST /api/quotereq/:id/messages/read': row(AGENCY, id('quoteRequest')),
  'GET /api/quotereq/:id/attachments/:attachmentId': row(AGENCY, {
    id: 'quoteRequest',
    attachmentId: 'quoteAttachment',
  }),

  // ---- Incassi: a case's plan and payments, the list across cases, the agencies' statements ----
  ...rows(['GET', 'POST'], '/api/docs/:docNum/payments', STAFF, docNum),
  'PUT /api/docs/:docNum/payment-plan': row(STAFF, docNum),
  ...rows(['GET'], '/api/docs/receivables', STAFF),
  ...rows(['GET'], '/api/docs/receivables.xlsx', STAFF),
  ...rows(['GET'], '/api/docs/receivables.csv', STAFF),
  ...Object.fromEntries(
    ['statement', 'statement.pdf', 'statement.xlsx'].map((file) => [
      `GET /api/agencies/:id/statement${file.slice('statement'.length)}`,
      { ...row(STAFF, id('agency')), query: () => ({ from: day(-30), to: day(0) }) },
    ]),
  ),
  'GET /api/quotereq/statement': { access: AGENCY, query: () => ({ from: day(-30), to: day(0) }) },
  'GET /api/quotereq/statement.pdf': { access: AGENCY, query: () => ({ from: day(-30), to: day(0) }) },
  'GET /api/quotereq/statement.xlsx': { access: AGENCY, query: () => ({ from: day(-30), to: day(0) }) },

  // ---- the history of changes: a record's for staff (costs only with access to costs), the
  // 'Registro attività' and its download for manage_users (docs/product/history.md) ----
  'GET /api/history/:kind/:id': row(STAFF, { kind: 'historyKind', id: 'hotel' }),
  'GET /api/history/config/:group': row(STAFF, { group: 'configGroup' }),
  'GET /api/history': row(MANAGE_USERS),
  'GET /api/history/export': { access: MANAGE_USERS, query: () => ({ format: 'csv' }) },
  'GET /api/sign-ins': row(MANAGE_USERS),

  // ---- the front end's runtime files ----
  'GET /remotes.json': row(PUBLIC),
  'GET /app-config.json': row(PUBLIC),
};

/**
 * IDOR: routes of records an agency owns, requested by agency A's user (`cookies.agency`)
 * with a record of agency B (`otherAgency`) → 404, as if it did not exist; the same request
 * by B's user is allowed, so the id is real. Each entry gives the params of B's record,
 * created in the world (guard-rails-world.ts) or by the entry itself.
 * Besides these rows, authz.itest.ts checks that no answer agency A can get mentions agency B.
 */
export const otherAgencyRecords: Record<
  string,
  (world: GuardRailWorld) => Promise<Record<string, string | number>>
> = {
  'GET /api/quotereq/:id': async (w) => ({ id: await insertQuoteRequest(w.ctx.db, w.otherAgency.id) }),
  'GET /api/quotereq/cases/:docNum/rooming': async (w) => ({
    docNum: await insertAgencyCase(w.ctx.db, w.otherAgency.id),
  }),
  'GET /api/quotereq/cases/:docNum/rooming/export': async (w) => ({
    docNum: await insertAgencyCase(w.ctx.db, w.otherAgency.id),
  }),
  'GET /api/quotereq/cases/:docNum/rooming/template': async (w) => ({
    docNum: await insertAgencyCase(w.ctx.db, w.otherAgency.id),
  }),
  'GET /api/quotereq/:id/offer': async (w) => ({ id: await insertQuoteRequest(w.ctx.db, w.otherAgency.id) }),
  'GET /api/quotereq/:id/offer.pdf': async (w) => {
    const id = await insertQuoteRequest(w.ctx.db, w.otherAgency.id);
    await insertQuoteOffer(w.ctx.db, id, Number(w.ids.hotel));
    return { id };
  },
  'GET /api/quotereq/:id/messages': async (w) => ({
    id: await insertQuoteRequest(w.ctx.db, w.otherAgency.id),
  }),
  'POST /api/quotereq/:id/messages/read': async (w) => ({
    id: await insertQuoteRequest(w.ctx.db, w.otherAgency.id),
  }),
  'GET /api/quotereq/:id/attachments/:attachmentId': async (w) => {
    const id = await insertQuoteRequest(w.ctx.db, w.otherAgency.id);
    return { id, attachmentId: await insertQuoteAttachment(w.ctx.db, id) };
  },
};
