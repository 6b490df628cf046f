import type { TouristTaxPeriod } from '@ham/contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';

/**
 * The database as Kysely sees it. One interface per table; migrations (db/migrations)
 * are the source of truth and must agree with these.
 */
/** A timestamptz with a database default (now()). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamptz the app must always give. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;

// ---- reference data (seeded by migrations) --------------------------------------------
export interface CountryTable {
  id: string; // ISO 3166-1 alpha-2
  name: string; // Italian name
}
export interface RoleTable {
  id: string; // admin | supervisor | operator
  name: string;
  description: string;
  permissions: string[];
  sort: number;
}
export interface RefItemTable {
  /** One table for the small lists of /static: list = hotelCategories | hotelPositions | accomodationTypes | serviceItems */
  list: string;
  id: string;
  name: string;
  sort: number;
}
export interface GuestTypeTable {
  id: string;
  name: string;
  base_accomodation_id: string;
  extra_accomodation_ids: string[];
  sort: number;
}
export interface ServiceClassTable {
  id: string;
  abbr: string;
  description: string;
  is_default: boolean;
  sort: number;
}
export interface FeatureFlagTable {
  id: string; // e.g. selfQuoteEnabled
  enabled: boolean;
}

// ---- geography ----------------------------------------------------------------------------
export interface AreaTable {
  id: Generated<number>;
  name: string;
  country_id: string;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface LocationTable {
  id: Generated<number>;
  name: string;
  area_id: number;
  country_id: string;
  /** Its imposta di soggiorno by period (migration 0024; contracts' touristTaxPeriod, camelCase). */
  tourist_tax: ColumnType<TouristTaxPeriod[], string | undefined, string>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- agencies (the table of the agency login and of the 'Agenzie' screens) ---
export interface AgencyTable {
  id: Generated<number>;
  full_name: string;
  short_name: string | null;
  vat_number: string | null;
  einvoice_code: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country_id: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  certified_email: string | null;
  website: string | null;
  surcharge_per_guest: Generated<number>; // euro cents per person per night
  frontoffice_email: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- sign-in --------------------------------------------------------------------------------
/** A login: a staff user (role_id set) or an agency's front-office user (agency_id set). */
export interface AccountTable {
  id: Generated<number>;
  email: string; // stored lower-case, unique
  password_hash: string | null; // null until the invitation is used
  first_name: string;
  last_name: string;
  role_id: string | null;
  agency_id: number | null;
  active: Generated<boolean>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A browser session of the backend-for-frontend; the cookie holds the id, the table its sha256. */
export interface SessionTable {
  id_hash: string;
  account_id: number;
  id_token: string | null; // for the provider's end-session (id_token_hint)
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: RequiredTimestamp;
}
/** A sign-in limit's counter (auth/attempt-limits.ts): hits of `key` in the window ending at `window_ends`. */
export interface AttemptCounterTable {
  key: string;
  hits: number;
  window_ends: RequiredTimestamp;
}
/** A slot of heavy work in flight (heavy-work/work-slots.ts): `key` names the user and the kind of work. */
export interface WorkSlotTable {
  key: string;
  slot: number;
  holder: string;
  expires_at: RequiredTimestamp;
}
/** An OIDC login under way: state, PKCE verifier, nonce and return_to, for one callback. */
export interface AuthRequestTable {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  created_at: Timestamp;
}
/** Storage of the embedded oidc-provider (its adapter). */
export interface OidcPayloadTable {
  id: string;
  type: string;
  payload: unknown;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}
/** Key-value settings the app keeps for itself (e.g. generated signing keys and secrets). */
export interface AppSecretTable {
  id: string;
  value: unknown;
}

// ---- services (migration 0005) ---------------------------------------------------------------
export interface RestaurantTable {
  id: Generated<number>;
  name: string;
  location_id: number;
  address: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A restaurant's menu for one guest type: price, cost and 'one free every N' (cents). */
export interface RestaurantMenuTable {
  restaurant_id: number;
  guest_type_id: string;
  price: number;
  cost: number | null;
  free_every: number | null;
}
export interface BusServiceTable {
  id: Generated<number>;
  name: string;
  location_id: number;
  address: string | null;
  phone: string | null;
  email: string | null;
  duration: 'HD' | 'FD' | 'Transfer' | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A bus price by size: up to max_seats seats (cents). */
export interface BusPriceTable {
  bus_service_id: number;
  max_seats: number;
  price: number;
  cost: number | null;
}
export interface GuideServiceTable {
  id: Generated<number>;
  name: string;
  location_id: number;
  company_name: string | null;
  company_address: string | null;
  phone: string | null;
  email: string | null;
  guest_type_id: string | null;
  price: number | null;
  cost: number | null;
  extra_cost: number | null;
  persons: number | null;
  duration: 'HD' | 'FD' | null;
  /** numeric(4,2): read as a string, written as a number. */
  hours: ColumnType<string | null, number | null, number | null>;
  notes: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- administration (migration 0004) ------------------------------------------------------
/** An e-mail written in the same transaction as its cause; delivered by the mail worker (api/src/mail). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string; // invitation | agency_access | password_reset
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Timestamp;
  queued_at: Date | null; // handed to the job queue (once)
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
}
/** Configurazione generale: one JSON document per group (expiringoptions, company). */
export interface ConfigGroupTable {
  id: string;
  value: unknown;
  version: Generated<number>;
  updated_at: Timestamp;
}

// ---- hotels, price lists, allotment (migration 0006) -------------------------------------------
/** A cents map: { serviceClassId | accomodationId: cents } (jsonb). */
type CentsJson = ColumnType<Record<string, number>, string, string>;
export interface HotelTable {
  id: Generated<number>;
  name: string;
  category_id: string | null; // ref_items hotelCategories
  position_id: string | null; // ref_items hotelPositions
  location_id: number | null;
  area_id: number | null;
  country_id: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  contact_name: string | null;
  contact_email: string | null;
  description: string | null;
  hidden: Generated<boolean>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** f_unaccent(lower(name)), stored (migration 0009): filters and ordering. */
  name_key: ColumnType<string, never, never>;
  /** f_unaccent(lower(city)), stored (migration 0009). */
  city_key: ColumnType<string | null, never, never>;
}
/** A hotel's price list for one guest type; a disabled one keeps its prices (active = false). */
export interface HotelOfferTable {
  hotel_id: number;
  guest_type_id: string;
  active: Generated<boolean>;
  self_quotable: Generated<boolean>;
  visible_in_quotes: Generated<boolean>;
  freebie_every: number | null;
  freebie_accomodation_id: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** What a hotel's prices, availability blocks and holds have in common: a guest type, a period. */
interface HotelPeriodRow {
  id: Generated<number>;
  hotel_id: number;
  guest_type_id: string;
  begin: string;
  end: string;
}
/** A price-list entry: nights begin..end inclusive; never overlapping (exclusion constraint). Cents. */
export interface HotelPriceTable extends HotelPeriodRow {
  prices: CentsJson;
  costs: CentsJson;
  extras: CentsJson;
  extras_costs: CentsJson;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** `places` per night from begin to end inclusive; sellable until `expiration_days` before each night. */
export interface AvailabilityBlockTable extends HotelPeriodRow {
  places: number;
  expiration_days: number;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** An option (with expiry) or reservation on nights begin..end-1; written only by allotment/holds-service. */
export interface HoldTable extends HotelPeriodRow {
  places: number;
  kind: 'option' | 'reservation';
  expires: string | null;
  contact: string;
  stay_id: number | null;
  forced: Generated<boolean>;
  forced_by: number | null;
  forced_at: Date | null;
  created_by: number | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- case files (migration 0007) ------------------------------------------------------------
type Json<T> = ColumnType<T, string, string>;
/** A case file (pratica): `number` from case_number_seq, never reused. */
export interface CaseTable {
  number: Generated<number>;
  name: string;
  customer_id: number;
  begin_date: string;
  end_date: string;
  guest_type_id: string;
  guest_count: number;
  user_id: number | null;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  /** f_unaccent(lower(name)), generated: the list's name filter. */
  name_key: ColumnType<string, never, never>;
  /** [{ description, date, value }] (cents; negative = discount) */
  extras: ColumnType<
    { description: string; date: string | null; value: number }[],
    string | undefined,
    string
  >;
  extras_version: Generated<number>;
  /** The imposta di soggiorno is in the price (else paid at the hotel; migration 0024). */
  tourist_tax_included: Generated<boolean>;
  /** The agency's rooming list deadline set on the case (null: Configurazione's default; migration 0028). */
  rooming_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface StayTable {
  id: Generated<number>;
  case_number: number;
  hotel_id: number;
  begin: string;
  end: string;
  guests: Json<Record<string, number>>;
  prices: Json<Record<string, Record<string, number | null>>>;
  freebies_count: Json<Record<string, number>>;
  freebies_value: Json<Record<string, number>>;
  conditions: Json<{ date: string; serviceClassId: string; items: ('b' | 'l' | 'd' | 'n')[] }[]>;
  price_rows: Json<
    {
      begin: string;
      end: string;
      prices: Record<string, number | null>;
      costs: Record<string, number | null>;
      extras: Record<string, number | null>;
      extrasCosts: Record<string, number | null>;
    }[]
  >;
  freebie: ColumnType<{ every: number; accomodationId: string } | null, string | null, string | null>;
  notes: string | null;
  /**
   * The stay's money, written with every stay write (cases-repository.ts `insertStay` /
   * `updateStay`, rule `stayAmounts`): its total in cents (freebies taken off), the known part of
   * its purchase cost, and the nights of an accommodation type with guests and no cost.
   */
  sale: number;
  cost: number;
  cost_missing: number;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface MealTable {
  id: Generated<number>;
  case_number: number;
  restaurant_id: number;
  date: string;
  time: 'pranzo' | 'cena';
  persons: number;
  freebies: number;
  unit_price: number;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** bus_trips (service_id → bus_services) and guided_tours (→ guide_services). */
export interface ServiceItemTable {
  id: Generated<number>;
  case_number: number;
  service_id: number;
  date: string;
  quantity: number;
  unit_price: number;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** One row per daily job and day: the unique key makes a job run once per day across replicas. */
export interface DailyJobRunTable {
  job: string;
  day: string;
  created_at: Timestamp;
}

// ---- case documents (migration 0010) ---------------------------------------------------------
/** An issued invoice; outlives its case (case_number null) so its number is never reused. */
export interface InvoiceTable {
  id: Generated<number>;
  case_number: number | null;
  year: number;
  number: number;
  docdate: string;
  customer_name: string;
  case_name: string;
  total: number;
  /** The invoice as issued (api/src/documents/invoice-snapshot.ts). */
  snapshot: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** TD01 invoice, TD04 credit note, TD05 debit note: one yearly sequence of numbers. */
  kind: Generated<FiscalDocumentKind>;
  /** The invoice a credit or debit note corrects (null for an invoice). */
  related_invoice_id: number | null;
  /** Why a note was issued. */
  reason: string | null;
  sdi_status: Generated<SdiStatus>;
  sdi_status_at: Date | null;
  /** When staff marked it sent to the SdI (or the PEC left). */
  sent_at: Date | null;
  /** A note's issuing request (the dialog's key): a retried request finds its note (0015). */
  request_key: string | null;
}
export type FiscalDocumentKind = 'TD01' | 'TD04' | 'TD05';
export type SdiStatus =
  | 'da_inviare'
  | 'inviata'
  | 'consegnata'
  | 'non_consegnata'
  | 'scartata'
  | 'attestazione'
  | 'decorrenza_termini'
  | 'esito_committente';
/** A rejected document's snapshot before it was re-issued under the same number and date. */
export interface InvoiceRevisionTable {
  id: Generated<number>;
  invoice_id: number;
  snapshot: ColumnType<unknown, string, string>;
  total: number;
  replaced_at: Timestamp;
  replaced_by: number | null;
}
/** An SdI receipt imported by staff, once per receipt file name. */
export interface SdiMessageTable {
  id: Generated<number>;
  invoice_id: number;
  kind: 'RC' | 'NS' | 'MC' | 'AT' | 'DT' | 'NE';
  file_name: string;
  sdi_id: string | null;
  received_at: Date | null;
  /** NS: the errors as { code, description }[]. */
  errors: ColumnType<{ code: string; description: string }[], string | undefined, string>;
  outcome: string | null;
  description: string | null;
  revision_id: number | null;
  imported_at: Timestamp;
  imported_by: number | null;
}
export interface VoucherTable {
  stay_id: number;
  rooming_list: string | null;
  final_guest_count: number | null;
  deposit: number | null;
  purchased_by_it: string | null;
  purchased_by_en: string | null;
  hotel_notes: string | null;
  notes: string | null;
  version: Generated<number>;
  updated_at: Timestamp;
}
/** The version of a case's rooming list (migration 0023), written with every save of the list. */
export interface RoomingListTable {
  case_number: number;
  version: Generated<number>;
  updated_at: Timestamp;
  /** Who saved it last (migration 0028): the account, its name then, staff or agency. */
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  updated_by_kind: ColumnType<
    'staff' | 'agency' | null,
    'staff' | 'agency' | null | undefined,
    'staff' | 'agency' | null
  >;
  /** When the participants' personal data were purged (docs/product/rooming-list.md#privacy). */
  purged_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
/** The reminder to the agency before its rooming list's deadline, once per case and deadline (migration 0028). */
export interface RoomingReminderTable {
  case_number: number;
  deadline: string;
  sent_to: string;
  mail_id: number | null;
  sent_at: Timestamp;
}
/** A participant of a case's rooming list (docs/product/rooming-list.md). */
export interface ParticipantTable {
  id: Generated<number>;
  case_number: number;
  position: number;
  last_name: string;
  first_name: string;
  birth_date: string | null;
  role: 'studente' | 'docente' | 'accompagnatore' | 'autista' | 'adulto';
  room: string | null;
  accomodation_id: string | null;
  notes: string | null;
  /** What the purge keeps of the birth date (migration 0028). */
  age_at_arrival: ColumnType<number | null, number | null | undefined, number | null>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface MailAttachmentTable {
  id: Generated<number>;
  mail_id: number;
  filename: string;
  content_type: string;
  content: Buffer;
}
export interface SentDocumentTable {
  id: Generated<number>;
  case_number: number;
  document: 'confirmation' | 'invoice';
  to: string;
  mail_id: number;
  sent_by: number | null;
  sent_at: Timestamp;
}
/** A night's places announced to its hotel as released (migration 0022): never twice. */
export interface ReleaseNoticeTable {
  id: Generated<number>;
  hotel_id: number;
  guest_type_id: string;
  night: ColumnType<string, string, string>;
  release: ColumnType<string, string, string>;
  places: number;
  sent_to: string;
  mail_id: number | null;
  sent_by: number | null;
  sent_at: Timestamp;
}
/** A stay's voucher and rooming list mailed to its hotel, 'Invia all'hotel' (migration 0025). */
export interface HotelMailTable {
  id: Generated<number>;
  stay_id: number;
  case_number: number;
  sent_to: string;
  participants: number;
  rooming_version: number;
  rooming_fingerprint: string;
  mail_id: number | null;
  sent_by: number | null;
  sent_at: Timestamp;
}
// ---- the messages of a quote request (migration 0027) ------------------------------------------
export interface QuoteRequestMessageTable {
  id: Generated<number>;
  request_id: number;
  side: 'staff' | 'agency';
  author_id: number | null;
  author_name: string;
  text: Generated<string>;
  created_at: Timestamp;
  read_at: Date | null;
  read_by: number | null;
}
export interface QuoteRequestAttachmentTable {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  media_type: string;
  size: number;
  content: Buffer;
}
// ---- quote requests of the agency portal (migration 0013) -----------------------------------
export interface QuoteRequestTable {
  id: Generated<number>;
  agency_id: number;
  /** The front-office user who sent it (null once the login is gone); contact_email keeps the address. */
  account_id: number | null;
  contact_email: string;
  guest_count: number;
  guest_type_id: string;
  begin: string;
  end: string;
  area_id: number;
  service_class_id: string;
  /** The chosen hotel and its estimate for the agency (cents): both or neither. */
  hotel_id: number | null;
  quoted_cost: number | null;
  notes: string | null;
  status: Generated<'new' | 'in_progress' | 'done' | 'rejected' | 'offer_sent' | 'accepted'>;
  /** The validity of the offer sent (docs/product/offers.md): past it, the request reads 'Scaduta'. */
  offer_valid_until: string | null;
  /** The case made from it ('Crea pratica'). */
  case_number: number | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- offers (migration 0026, docs/product/offers.md) ---------------------------------------------
export interface QuoteOfferTable {
  id: Generated<number>;
  request_id: number;
  status: Generated<'draft' | 'sent' | 'accepted' | 'declined' | 'superseded'>;
  valid_until: string;
  /** The last day of the option placed on acceptance (null: the configured default). */
  option_until: string | null;
  message: string | null;
  accepted_alternative_id: number | null;
  final_guest_count: number | null;
  agency_note: string | null;
  decline_reason: string | null;
  case_number: number | null;
  created_by: number | null;
  sent_at: Timestamp | null;
  decided_at: Timestamp | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One line of an alternative's guests: how many in an accommodation type, at what price (cents per person per night). */
export interface OfferRoomJson {
  accomodationId: string;
  guests: number;
  unitPrice: number;
}
/** What an alternative includes: a line of text, with an amount in cents or none. */
export interface OfferIncludedJson {
  text: string;
  amount: number | null;
}

export interface QuoteOfferAlternativeTable {
  id: Generated<number>;
  offer_id: number;
  position: number;
  hotel_id: number;
  begin: string;
  end: string;
  service_class_id: string;
  rooms: Json<OfferRoomJson[]>;
  included: Json<OfferIncludedJson[]>;
  guest_count: number;
  free_guests: number;
  total: number;
  /** Staff typed the total (else it is computed at each save). */
  total_typed: Generated<boolean>;
}

// ---- incassi (migration 0015) -----------------------------------------------------------------
export interface PaymentPlanTable {
  case_number: number;
  deposit_percent: number | null;
  deposit_amount: number | null;
  deposit_due: string;
  balance_days_before: number;
  /** The case's total (cents) when the plan was last computed. */
  case_total: Generated<number>;
  /** The sum of the case's payments (cents), kept in each payment's transaction. */
  paid: Generated<number>;
  version: Generated<number>;
  updated_at: Timestamp;
}
export interface PaymentInstallmentTable {
  id: Generated<number>;
  case_number: number;
  kind: 'acconto' | 'saldo';
  due: string;
  amount: number;
  prior: number;
}
export interface PaymentTable {
  id: Generated<number>;
  case_number: number;
  date: string;
  amount: number;
  method: 'bonifico' | 'carta' | 'contanti' | 'assegno' | 'compensazione';
  reference: string | null;
  reason: string | null;
  reverses: number | null;
  idempotency_key: string;
  created_by: number | null;
  created_at: Timestamp;
}
export interface PaymentReminderTable {
  id: Generated<number>;
  installment_id: number;
  kind: 'preavviso' | 'sollecito';
  due: string;
  to: string;
  mail_id: number | null;
  sent_at: Timestamp;
}

// ---- history of changes (migration 0020, docs/adr/0025) ---------------------------------------
/** One line per insert, update or delete of a tracked table, written by its trigger; never changed. */
export interface HistoryTable {
  id: Generated<number>;
  at: Timestamp;
  table_name: string;
  record_id: string;
  parent_table: string | null;
  parent_id: string | null;
  op: 'I' | 'U' | 'D';
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
  changed: string[];
  label: string | null;
  actor_id: number | null;
  actor_name: string;
  actor_kind: 'staff' | 'agency' | 'system';
  agency_id: number | null;
  request_id: string | null;
  forced: boolean;
}

export type SignInEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_set'
  | 'password_reset_requested'
  | 'locked';
/** 'Accessi' (migration 0021): one row per sign-in event; never changed. */
export interface SignInEventTable {
  id: Generated<number>;
  at: Timestamp;
  kind: SignInEventKind;
  account_id: number | null;
  email: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface Database {
  countries: CountryTable;
  roles: RoleTable;
  ref_items: RefItemTable;
  guest_types: GuestTypeTable;
  service_classes: ServiceClassTable;
  feature_flags: FeatureFlagTable;
  areas: AreaTable;
  locations: LocationTable;
  agencies: AgencyTable;
  accounts: AccountTable;
  sessions: SessionTable;
  attempt_counters: AttemptCounterTable;
  work_slots: WorkSlotTable;
  auth_requests: AuthRequestTable;
  oidc_payloads: OidcPayloadTable;
  app_secrets: AppSecretTable;
  mail_outbox: MailOutboxTable;
  config_groups: ConfigGroupTable;
  restaurants: RestaurantTable;
  restaurant_menus: RestaurantMenuTable;
  bus_services: BusServiceTable;
  bus_prices: BusPriceTable;
  guide_services: GuideServiceTable;
  hotels: HotelTable;
  hotel_offers: HotelOfferTable;
  hotel_prices: HotelPriceTable;
  availability_blocks: AvailabilityBlockTable;
  holds: HoldTable;
  cases: CaseTable;
  stays: StayTable;
  meals: MealTable;
  bus_trips: ServiceItemTable;
  guided_tours: ServiceItemTable;
  daily_job_runs: DailyJobRunTable;
  invoices: InvoiceTable;
  invoice_revisions: InvoiceRevisionTable;
  sdi_messages: SdiMessageTable;
  vouchers: VoucherTable;
  rooming_lists: RoomingListTable;
  participants: ParticipantTable;
  rooming_reminders: RoomingReminderTable;
  mail_attachments: MailAttachmentTable;
  sent_documents: SentDocumentTable;
  release_notices: ReleaseNoticeTable;
  hotel_mails: HotelMailTable;
  quote_requests: QuoteRequestTable;
  quote_offers: QuoteOfferTable;
  quote_offer_alternatives: QuoteOfferAlternativeTable;
  quote_request_messages: QuoteRequestMessageTable;
  quote_request_attachments: QuoteRequestAttachmentTable;
  payment_plans: PaymentPlanTable;
  payment_installments: PaymentInstallmentTable;
  payments: PaymentTable;
  payment_reminders: PaymentReminderTable;
  history: HistoryTable;
  sign_in_events: SignInEventTable;
}

export type Db = Kysely<Database>;
