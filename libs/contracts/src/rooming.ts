import { z } from 'zod';
import { isoDate, MAX_INTEGER, versioned, whenPresent } from './common';
import { messages } from './messages';
import { isIsoDate, todayInRome } from './rules/dates';

// The rooming list of a case (docs/product/rooming-list.md): its participants, shared by the
// case's stays, each with a role, a room and an accommodation type; read and saved whole.

export const participantRoleNames = {
  studente: 'Studente',
  docente: 'Docente',
  accompagnatore: 'Accompagnatore',
  autista: 'Autista',
  adulto: 'Adulto',
} as const;
export type ParticipantRole = keyof typeof participantRoleNames;
export const participantRoles = Object.keys(participantRoleNames) as [ParticipantRole, ...ParticipantRole[]];

/** At most this many participants in a list, and rows in an imported file. */
export const ROOMING_MAX_ROWS = 5000;
/** The largest file accepted for import (a 5,000-row .xlsx is about 200 KB). */
export const ROOMING_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** 5000 → '5.000' (Italian thousands, also for four digits). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const roomingMessages = {
  formula: 'Formule non ammesse: il testo non può iniziare con =',
  nameLetters: 'Deve contenere almeno una lettera',
  role: `Ruolo non valido: ${Object.values(participantRoleNames).join(', ')}`,
  unknownAccomodation: (value: string, allowed: string) =>
    `Sistemazione '${value}' non presente nei soggiorni della pratica (ammesse: ${allowed || 'nessuna'})`,
  duplicateId: (n: number) => `Partecipante ripetuto: stesso codice della riga ${n}`,
  duplicatePerson: (n: number) =>
    `Partecipante ripetuto: stesso cognome, nome e data di nascita della riga ${n}`,
  unknownId: (id: number) =>
    `Codice ${id} non appartiene alla rooming list di questa pratica: lasciarlo vuoto per un nuovo partecipante`,
  tooManyRows: (rows: number) =>
    `Il file ha ${thousands(rows)} righe: al massimo ${thousands(ROOMING_MAX_ROWS)} partecipanti`,
  tooMany: `Al massimo ${thousands(ROOMING_MAX_ROWS)} partecipanti`,
  missingColumns: (names: string[]) => `Colonne mancanti: ${names.join(', ')}`,
  unknownColumns: (names: string[]) => `Colonne non riconosciute: ${names.join(', ')}`,
  emptyFile: 'Il file non contiene partecipanti',
  unreadable: 'File non leggibile: usare il modello .xlsx o un .csv con separatore ;',
  mediaType: 'Formato non supportato: caricare un file .xlsx o .csv',
  invalidRows: (n: number) =>
    n === 1
      ? 'Una riga del file non è valida: nessun partecipante importato'
      : `${n} righe del file non sono valide: nessun partecipante importato`,
  formulaCell: 'Formula non ammessa: inserire il valore',
  date: 'Data non valida: usare GG/MM/AAAA',
  birthDateRange: 'Data di nascita non consentita: tra il 01/01/1900 e oggi',
  stale: 'La rooming list è stata modificata da un altro utente: ricarica la pagina.',
  deadlinePassed: (date: string) =>
    `Il termine per la rooming list è scaduto il ${date}: la lista si può solo consultare. Per modifiche contattare l'operatore.`,
} as const;

const FORMULA = /^[=@]/;

/** A text of a participant: trimmed, at most `max`, never a formula ('=HYPERLINK(…)', '@SUM(…)'). */
const participantText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine((v) => !FORMULA.test(v), roomingMessages.formula);

const personName = participantText(80)
  .pipe(z.string().min(1, messages.required))
  .refine((v) => /\p{L}/u.test(v), roomingMessages.nameLetters);

const optional = (max: number) =>
  participantText(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A birth date: `YYYY-MM-DD`, a real day from 1900 to today (Rome). */
const birthDate = z
  .string(whenPresent(messages.dateFormat))
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateFormat)
  .refine(isIsoDate, messages.invalidDate)
  .refine((s) => s >= '1900-01-01' && s <= todayInRome(), roomingMessages.birthDateRange);

/** A participant as the screen and the import send it; `id` is the stable identity of a saved one. */
export const participantWrite = z.object({
  id: z.number().int().positive().max(MAX_INTEGER).nullish(),
  lastName: personName,
  firstName: personName,
  birthDate: birthDate.nullish().transform((v) => v ?? null),
  role: z.enum(participantRoles, whenPresent(roomingMessages.role)),
  room: optional(20),
  accomodationId: z
    .string()
    .trim()
    .max(10, messages.tooLong(10))
    .nullish()
    .transform((v) => (v ? v : null)),
  notes: optional(500),
});
export type ParticipantWrite = z.input<typeof participantWrite>;
export type ParticipantValues = z.output<typeof participantWrite>;

/** PUT /docs/:docNum/rooming: the whole list (all or nothing) and the version it was read at. */
export const roomingListWrite = z
  .object({ participants: z.array(participantWrite).max(ROOMING_MAX_ROWS, roomingMessages.tooMany) })
  .merge(versioned);
export type RoomingListWrite = z.input<typeof roomingListWrite>;

export const participant = z.object({
  id: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  birthDate: z.string().nullable(),
  role: z.enum(participantRoles),
  room: z.string().nullable(),
  accomodationId: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
});
export type Participant = z.infer<typeof participant>;

/** One accommodation type of one stay: guests of the stay against participants of the list. */
export const roomingCount = z.object({
  accomodationId: z.string(),
  accomodationName: z.string(),
  guests: z.number().int(),
  participants: z.number().int(),
});
export type RoomingCount = z.infer<typeof roomingCount>;

export const roomingStayCounts = z.object({
  stayId: z.number().int(),
  hotelName: z.string(),
  begin: z.string(),
  end: z.string(),
  counts: z.array(roomingCount),
  /** Participants without an accommodation type. */
  unassigned: z.number().int(),
  /** The Italian warning when the counts differ; null when they agree. */
  warning: z.string().nullable(),
});
export type RoomingStayCounts = z.infer<typeof roomingStayCounts>;

/** What the screen needs of the case's stays to check the list as it is typed. */
export const roomingStay = z.object({
  id: z.number().int(),
  hotelName: z.string(),
  begin: z.string(),
  end: z.string(),
  guests: z.record(z.string(), z.number().int()),
});
export type RoomingStay = z.infer<typeof roomingStay>;

/** GET (and PUT's answer) /docs/:docNum/rooming. */
export const roomingList = z.object({
  caseNumber: z.number().int(),
  caseName: z.string(),
  participants: z.array(participant),
  stays: z.array(roomingStay),
  /** The accommodation types of the case's stays: code → Italian name. */
  accomodations: z.record(z.string(), z.string()),
  counts: z.array(roomingStayCounts),
  version: z.number().int(),
  /** The day the agency fills it in by (docs/product/rooming-list.md#the-agency-fills-it-in). */
  deadline: z.string(),
  /** The deadline was set on the case (else: the days before arrival of Configurazione). */
  deadlineSet: z.boolean(),
  /** Whoever reads it may save it: staff always, the agency until the deadline's day. */
  editable: z.boolean(),
  /** The last save: who ('staff' or the agency's user) and when; null before the first. */
  lastChange: z.object({ name: z.string(), kind: z.enum(['staff', 'agency']), at: z.string() }).nullable(),
  /** When the participants' personal data were purged (docs/product/rooming-list.md#privacy). */
  purgedAt: z.string().nullable(),
});
export type RoomingList = z.infer<typeof roomingList>;

/** PUT /docs/:docNum/rooming/deadline (staff): the case's own deadline, or null for the default. */
export const roomingDeadlineWrite = z.object({ deadline: isoDate.nullable() });
export type RoomingDeadlineWrite = z.input<typeof roomingDeadlineWrite>;

/** One case of the agency portal's 'Le mie pratiche' (its own confirmed cases; no money). */
export const agencyCase = z.object({
  number: z.number().int(),
  name: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  guestCount: z.number().int(),
  guestTypeName: z.string(),
  deadline: z.string(),
  editable: z.boolean(),
  participants: z.number().int(),
});
export type AgencyCase = z.infer<typeof agencyCase>;
export const agencyCaseList = z.object({ items: z.array(agencyCase) });
export type AgencyCaseList = z.infer<typeof agencyCaseList>;

// ---- Configurazione → 'Rooming list' ------------------------------------------------------

const configDays = (max: number) =>
  z.number().int(messages.integer).min(0, messages.notNegative).max(max, `Massimo ${max} giorni`);
/** The agency's deadline, its reminder and the purge of the personal data (days). */
export const roomingConfigWrite = z.object({
  deadlineDaysBefore: configDays(365),
  reminderDaysBefore: configDays(60),
  purgeDaysAfter: configDays(3650),
});
export type RoomingConfigWrite = z.output<typeof roomingConfigWrite>;
export const roomingConfigUpdate = roomingConfigWrite.merge(versioned);
export type RoomingConfigUpdate = z.output<typeof roomingConfigUpdate>;
export const roomingConfig = roomingConfigWrite.merge(versioned);
export type RoomingConfig = z.infer<typeof roomingConfig>;

/** One refused row of an imported file (its line number in the file, 1 = the header). */
export const roomingImportProblem = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type RoomingImportProblem = z.infer<typeof roomingImportProblem>;

/** POST /docs/:docNum/rooming/import: the file's participants, ready for the grid (nothing saved). */
export const roomingImportResult = z.object({
  participants: z.array(participant.omit({ version: true }).extend({ id: z.number().int().nullable() })),
  /** Rows matched to a saved participant by its code or by surname, name and birth date. */
  updated: z.number().int(),
  added: z.number().int(),
});
export type RoomingImportResult = z.infer<typeof roomingImportResult>;

/** The detail of a refused import (400 `RoomingImportInvalid`): at most this many problems are listed. */
export const ROOMING_MAX_PROBLEMS = 200;
export const roomingImportRefusal = z.object({
  problems: z.array(roomingImportProblem),
  /** All the problems found, when more than the listed ones. */
  total: z.number().int(),
});
export type RoomingImportRefusal = z.infer<typeof roomingImportRefusal>;

export const roomingImportQuery = z.object({ format: z.enum(['xlsx', 'csv']) });
export const roomingExportQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
