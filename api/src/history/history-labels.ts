import { formatEuro, formatItalianDate, formatItalianDateTime } from '@ham/contracts';
import type { HistoryChange, HistoryTable } from '@ham/contracts/history';
import type { ReferenceNames } from './history-references';

// The Italian labels and formats of 'Storico modifiche' and 'Registro attività' (docs/product/history.md):
// the API words each line the database wrote; the screens show them as they come.

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
    rooming_deadline: 'Termine rooming list',
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
  release_notices: {
    night: 'Notte',
    release: 'Data rilascio',
    sent_to: 'Inviata a',
    sent_by: 'Inviata da',
    sent_at: 'Inviata il',
  },
  hotel_mails: {
    sent_to: 'Inviato a',
    participants: 'Partecipanti inviati',
    rooming_version: 'Versione rooming list',
    sent_by: 'Inviato da',
    sent_at: 'Inviato il',
  },
  quote_offers: {
    valid_until: 'Valida fino al',
    option_until: 'Opzione fino al',
    message: 'Messaggio',
    accepted_alternative_id: 'Alternativa accettata',
    final_guest_count: 'Partecipanti confermati',
    agency_note: "Nota dell'agenzia",
    decline_reason: 'Motivo del rifiuto',
    sent_at: 'Inviata il',
    decided_at: 'Risposta il',
  },
  quote_offer_alternatives: {
    position: 'Posizione',
    rooms: 'Sistemazioni',
    included: 'Incluso',
    guest_count: 'Partecipanti',
    free_guests: 'Gratuità',
    service_class_id: 'Trattamento',
  },
  participants: {
    birth_date: 'Data di nascita',
    role: 'Ruolo',
    room: 'Camera',
    accomodation_id: 'Sistemazione',
    age_at_arrival: "Età all'arrivo",
  },
  rooming_lists: {
    updated_by: 'Modificata da',
    updated_by_name: 'Modificata da (nome)',
    updated_by_kind: 'Modificata da (tipo)',
    purged_at: 'Dati personali cancellati il',
  },
  rooming_reminders: {
    deadline: 'Termine',
    sent_to: 'Inviato a',
    sent_at: 'Inviato il',
  },
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
  'night',
  'release',
  'birth_date',
  'deadline',
  'rooming_deadline',
  'valid_until',
  'option_until',
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
  /** The names of referenced records ('Italia' for country_id 'IT'); without: the raw values. */
  names: ReferenceNames = () => undefined,
): HistoryChange[] {
  const format = (field: string, value: unknown) =>
    names(table, field, value) ?? formatHistoryValue(field, value);
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
        old: format(field, old?.[field]),
        new: format(field, now?.[field]),
      }))
  );
}
