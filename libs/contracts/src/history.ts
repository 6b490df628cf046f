import { z } from 'zod';
import { isoDate, versioned } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';

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
  release_notices: 'Comunicazione di rilascio',
  rooming_lists: 'Rooming list',
  participants: 'Partecipante',
  hotel_mails: "Invio all'hotel",
  rooming_reminders: 'Promemoria rooming list',
  quote_offers: 'Offerta',
  quote_offer_alternatives: 'Alternativa offerta',
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
  'hotel_mails',
  'vouchers',
  'payment_plans',
  'payment_installments',
  'payments',
  'payment_reminders',
];
