import { z } from 'zod';
import { isoDate, versioned } from './common';
import { formatEuro } from './format';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';
import { formatItalianDate, formatItalianDateTime } from './rules/dates';

// 'Storico modifiche' and 'Registro attività' (docs/product/history.md): the lines the database
// writes for every change (docs/adr/0025), shown with Italian labels and formats.

/** The tracked tables and what the screens call a record of each. */
export const historyTableNames = {
  areas: 'Area',
  locations: 'Località',
  agencies: 'Agenzia',
  accounts: 'Utente',
  config_groups: 'Configurazione',
  feature_flags: 'Funzionalità',
  restaurants: 'Ristorante',
  restaurant_menus: 'Menu ristorante',
  bus_services: 'Servizio bus',
  bus_prices: 'Prezzo bus',
  guide_services: 'Servizio guida',
  hotels: 'Hotel',
  hotel_offers: 'Listino',
  hotel_prices: 'Prezzo listino',
  availability_blocks: 'Blocco disponibilità',
  holds: 'Opzione/prenotazione',
  cases: 'Pratica',
  stays: 'Soggiorno',
  meals: 'Pasto',
  bus_trips: 'Viaggio bus',
  guided_tours: 'Visita guidata',
  vouchers: 'Voucher',
  invoices: 'Fattura',
  invoice_revisions: 'Revisione fattura',
  sdi_messages: 'Ricevuta SdI',
  sent_documents: 'Documento inviato',
  quote_requests: 'Richiesta preventivo',
  payment_plans: 'Piano pagamenti',
  payment_installments: 'Rata',
  payments: 'Incasso',
  payment_reminders: 'Sollecito',
} as const;
export type HistoryTable = keyof typeof historyTableNames;
export const historyTables = Object.keys(historyTableNames) as [HistoryTable, ...HistoryTable[]];

/**
 * The record screens with a 'Storico modifiche': each shows its record's lines and its
 * children's (a hotel's offers, prices and blocks; a case's stays, holds, meals, … payments).
 */
export const historyRecordKinds = {
  hotel: 'hotels',
  price: 'hotel_prices',
  block: 'availability_blocks',
  case: 'cases',
  agency: 'agencies',
  user: 'accounts',
  area: 'areas',
  location: 'locations',
  restaurant: 'restaurants',
  bus: 'bus_services',
  guide: 'guide_services',
} as const satisfies Record<string, HistoryTable>;
export type HistoryRecordKind = keyof typeof historyRecordKinds;
export const historyRecordKind = z.enum(
  Object.keys(historyRecordKinds) as [HistoryRecordKind, ...HistoryRecordKind[]],
);

/** GET /history/:kind/:id ('Storico modifiche' of a record), newest first. */
export const historyRecordParams = z.object({ kind: historyRecordKind, id: recordId });
/** GET /history/config/:group ('Storico modifiche' of a group of Configurazione). */
export const historyConfigParams = z.object({
  group: z.string().regex(/^[a-z]{1,40}$/, 'Gruppo non valido'),
});
export const historyPageQuery = pageQuery;

/**
 * GET /history?user&kind&from&to&q&p&ipp ('Registro attività', `manage_users`), newest first.
 * `user`: an account id, or 0 for 'sistema'; `q`: the record's name or id, or the user's name.
 */
export const activityQuery = pageQuery.extend({
  user: z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'Utente non valido')
    .transform(Number)
    .optional(),
  kind: z.enum(historyTables).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuery>;
export const activityExportQuery = activityQuery
  .omit({ p: true, ipp: true })
  .extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

export const historyChange = z.object({
  field: z.string(),
  label: z.string(),
  old: z.string(),
  new: z.string(),
});
export type HistoryChange = z.infer<typeof historyChange>;

export const historyEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp; shown 'DD/MM/YYYY HH:mm' (Rome). */
  at: z.string(),
  who: z.string(),
  whoKind: z.enum(['staff', 'agency', 'system']),
  userId: z.number().int().nullable(),
  table: z.enum(historyTables),
  tableName: z.string(),
  recordId: z.string(),
  label: z.string().nullable(),
  /** I created, U changed, D deleted (the changes are then its last state). */
  op: z.enum(['I', 'U', 'D']),
  /** 'Creato', 'Modificato', 'Eliminato', 'Opzione inserita', 'Confermata', 'Rilasciata', … */
  action: z.string(),
  forced: z.boolean(),
  changes: z.array(historyChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

// ---- labels and formats -------------------------------------------------------------------

/** Fields shown nowhere: bookkeeping the trigger already left out of `changed`. */
const HIDDEN = new Set(['version', 'extras_version', 'created_at', 'updated_at', 'name_key', 'city_key']);

/** Italian labels; a table's own label wins over the shared one. */
const SHARED_LABELS: Record<string, string> = {
  name: 'Nome',
  full_name: 'Ragione sociale',
  short_name: 'Nome breve',
  first_name: 'Nome',
  last_name: 'Cognome',
  email: 'E-mail',
  phone: 'Telefono',
  fax: 'Fax',
  website: 'Sito web',
  address: 'Indirizzo',
  postal_code: 'CAP',
  city: 'Città',
  country_id: 'Nazione',
  area_id: 'Area',
  location_id: 'Località',
  hotel_id: 'Hotel',
  guest_type_id: 'Tipologia',
  begin: 'Dal',
  end: 'Al',
  date: 'Data',
  places: 'Posti',
  notes: 'Note',
  description: 'Descrizione',
  price: 'Prezzo',
  cost: 'Costo',
  prices: 'Prezzi',
  costs: 'Costi',
  extras: 'Supplementi',
  extras_costs: 'Costi supplementi',
  case_number: 'Pratica',
  amount: 'Importo',
  active: 'Attivo',
  kind: 'Tipo',
  id: 'Codice',
  value: 'Valore',
  quantity: 'Quantità',
  unit_price: 'Prezzo unitario',
  service_id: 'Servizio',
  stay_id: 'Soggiorno',
  agency_id: 'Agenzia',
  status: 'Stato',
  reason: 'Causale',
  reference: 'Riferimento',
};
const TABLE_LABELS: Partial<Record<HistoryTable, Record<string, string>>> = {
  accounts: { password_hash: 'Password', role_id: 'Ruolo' },
  agencies: {
    vat_number: 'Partita IVA',
    einvoice_code: 'Codice destinatario',
    certified_email: 'PEC',
    surcharge_per_guest: 'Supplemento per persona',
    frontoffice_email: 'E-mail accesso online',
  },
  hotels: {
    category_id: 'Categoria',
    position_id: 'Posizione',
    contact_name: 'Referente',
    contact_email: 'E-mail referente',
    hidden: 'Nascosto',
  },
  hotel_offers: {
    self_quotable: 'Preventivabile online',
    visible_in_quotes: 'Visibile nei preventivi',
    freebie_every: 'Gratuità ogni',
    freebie_accomodation_id: 'Sistemazione gratuita',
  },
  availability_blocks: { expiration_days: 'Giorni di rilascio' },
  holds: {
    kind: 'Tipo',
    expires: 'Scadenza opzione',
    contact: 'Riferimento',
    forced: 'Forzata',
    forced_by: 'Forzata da',
    forced_at: 'Forzata il',
    created_by: 'Inserita da',
  },
  cases: {
    customer_id: 'Agenzia',
    begin_date: 'Dal',
    end_date: 'Al',
    guest_count: 'N. partecipanti',
    user_id: 'Utente',
  },
  stays: {
    guests: 'Partecipanti',
    freebies_count: 'Gratuità',
    freebies_value: 'Valore gratuità',
    conditions: 'Trattamento',
    price_rows: 'Righe di listino',
    freebie: 'Gratuità',
    sale: 'Importo',
    cost_missing: 'Notti senza costo',
  },
  meals: { restaurant_id: 'Ristorante', time: 'Pasto', persons: 'Persone', freebies: 'Gratuità' },
  vouchers: {
    rooming_list: 'Rooming list',
    final_guest_count: 'Partecipanti finali',
    deposit: 'Acconto',
    hotel_notes: 'Note per l’hotel',
  },
  invoices: { year: 'Anno', number: 'Numero', docdate: 'Data', customer_name: 'Cliente', total: 'Totale' },
  payments: { method: 'Modalità', reverses: 'Storno di' },
  payment_plans: {
    deposit_percent: 'Acconto %',
    deposit_amount: 'Acconto',
    deposit_due: 'Scadenza acconto',
    balance_days_before: 'Saldo giorni prima',
    case_total: 'Totale pratica',
    paid: 'Incassato',
  },
  payment_installments: { due: 'Scadenza', prior: 'Già dovuto' },
  quote_requests: {
    guest_count: 'N. partecipanti',
    quoted_cost: 'Preventivo',
    service_class_id: 'Trattamento',
  },
  guide_services: { extra_cost: 'Costo extra', company_name: 'Società', persons: 'Persone', hours: 'Ore' },
  bus_prices: { max_seats: 'Posti fino a' },
};

export function historyFieldLabel(table: HistoryTable, field: string): string {
  return TABLE_LABELS[table]?.[field] ?? SHARED_LABELS[field] ?? field.replaceAll('_', ' ');
}

/** Integer cents. */
const MONEY = new Set([
  'price',
  'cost',
  'unit_price',
  'amount',
  'total',
  'sale',
  'deposit',
  'surcharge_per_guest',
  'quoted_cost',
  'extra_cost',
  'deposit_amount',
  'case_total',
  'paid',
  'prior',
]);
/** `{ key: cents }` maps. */
const MONEY_MAPS = new Set(['prices', 'costs', 'extras', 'extras_costs', 'freebies_value']);
const DATES = new Set([
  'begin',
  'end',
  'date',
  'due',
  'docdate',
  'begin_date',
  'end_date',
  'expires',
  'deposit_due',
]);

/**
 * Purchase costs (docs/product/margins.md): whoever has no access to costs sees history lines
 * without them (the fields, and the costs inside a stay's price rows).
 */
export const historyCostFields = ['costs', 'extras_costs', 'cost', 'extra_cost', 'cost_missing'] as const;
const COST_FIELDS = new Set<string>(historyCostFields);

/** A row's JSON without purchase costs. */
export function withoutCosts(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!row) return row;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (COST_FIELDS.has(key)) continue;
    if (key === 'price_rows' && Array.isArray(value)) {
      out[key] = value.map((r) =>
        r && typeof r === 'object'
          ? Object.fromEntries(Object.entries(r).filter(([k]) => !/cost/i.test(k)))
          : r,
      );
    } else out[key] = value;
  }
  return out;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as the screens print it: euro, DD/MM/YYYY, sì/no; '' for none. */
export function formatHistoryValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field === 'password_hash') return 'impostata';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'number' && MONEY.has(field)) return formatEuro(value);
  if (typeof value === 'string' && DATES.has(field)) return formatItalianDate(value) || value;
  if (typeof value === 'string' && TIMESTAMP.test(value)) return formatItalianDateTime(value) || value;
  if (MONEY_MAPS.has(field) && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${typeof v === 'number' ? formatEuro(v) : String(v ?? '')}`)
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What happened, in Italian: options and reservations have their own words. */
export function historyAction(
  table: HistoryTable,
  op: 'I' | 'U' | 'D',
  old: Record<string, unknown> | null,
  now: Record<string, unknown> | null,
): string {
  if (table === 'holds') {
    if (op === 'I') return now?.kind === 'reservation' ? 'Prenotazione inserita' : 'Opzione inserita';
    if (op === 'D') return 'Rilasciata';
    if (old?.kind === 'option' && now?.kind === 'reservation') return 'Confermata';
  }
  return op === 'I' ? 'Creato' : op === 'D' ? 'Eliminato' : 'Modificato';
}

/**
 * The fields of a line, old → new, labelled and formatted: the changed ones of an update, the
 * values of a new record, the last state of a deleted one.
 */
export function historyChanges(
  table: HistoryTable,
  op: 'I' | 'U' | 'D',
  old: Record<string, unknown> | null,
  now: Record<string, unknown> | null,
  changed: readonly string[],
): HistoryChange[] {
  const source = op === 'D' ? old : now;
  const fields = op === 'U' ? changed : Object.keys(source ?? {});
  return (
    fields
      // A field stripped from both sides (a cost, for whoever has no access to costs) is not shown.
      .filter((f) => !HIDDEN.has(f) && (f in (now ?? {}) || f in (old ?? {})))
      .filter((f) => op === 'U' || source?.[f] !== null)
      .map((field) => ({
        field,
        label: historyFieldLabel(table, field),
        old: formatHistoryValue(field, old?.[field]),
        new: formatHistoryValue(field, now?.[field]),
      }))
  );
}

// ---- 'Accessi' -----------------------------------------------------------------------------

export const signInEventLabels = {
  sign_in: 'Accesso',
  sign_in_failed: 'Accesso non riuscito',
  sign_out: 'Uscita',
  password_changed: 'Password cambiata',
  password_change_failed: 'Cambio password non riuscito',
  password_set: 'Password impostata (link)',
  password_reset_requested: 'Password dimenticata',
  locked: 'Tentativo bloccato',
} as const;
export type SignInEventKind = keyof typeof signInEventLabels;
export const signInEventKinds = Object.keys(signInEventLabels) as [SignInEventKind, ...SignInEventKind[]];

/** GET /sign-ins?q&kind&from&to&p&ipp ('Accessi', `manage_users`), newest first; `q`: the e-mail or name. */
export const signInQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(signInEventKinds).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type SignInQuery = z.infer<typeof signInQuery>;

export const signInEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(signInEventKinds),
  kindName: z.string(),
  /** The account's name when it is known and still there. */
  account: z.string().nullable(),
  email: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEvent>;

// ---- Configurazione → 'Storico modifiche': how long lines are kept ---------------------------

const years = z.number().int(messages.integer).min(1, 'Almeno 1 anno').max(30, 'Al massimo 30 anni');
/** Years a history line is kept: documents and money (invoices, payments…), everything else. */
export const historyConfigWrite = z.object({ documentsYears: years, otherYears: years });
export type HistoryConfigWrite = z.output<typeof historyConfigWrite>;
export const historyConfigUpdate = historyConfigWrite.merge(versioned);
export type HistoryConfigUpdate = z.output<typeof historyConfigUpdate>;
export const historyConfig = historyConfigWrite.merge(versioned);
export type HistoryConfig = z.infer<typeof historyConfig>;

/** The tables whose lines are kept as long as documents and money (the rest: `otherYears`). */
export const historyDocumentTables: readonly HistoryTable[] = [
  'invoices',
  'invoice_revisions',
  'sdi_messages',
  'sent_documents',
  'vouchers',
  'payment_plans',
  'payment_installments',
  'payments',
  'payment_reminders',
];
