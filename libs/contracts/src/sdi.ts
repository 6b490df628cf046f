import { z } from 'zod';

/**
 * The SdI outcome of an e-invoice, credit or debit note (docs/product/sdi.md): its status from the
 * receipts staff import, its history, the import's answer per file and 'Segna come inviata'.
 */
export const sdiStatuses = [
  'da_inviare',
  'inviata',
  'consegnata',
  'non_consegnata',
  'scartata',
  'attestazione',
  'decorrenza_termini',
  'esito_committente',
] as const;
export const sdiStatus = z.enum(sdiStatuses);
export type SdiStatus = z.infer<typeof sdiStatus>;

export const sdiStatusLabels: Record<SdiStatus, string> = {
  da_inviare: 'Da inviare',
  inviata: 'Inviata',
  consegnata: 'Consegnata',
  non_consegnata: 'Non consegnata',
  scartata: 'Scartata',
  attestazione: 'Attestazione',
  decorrenza_termini: 'Decorrenza termini',
  esito_committente: 'Esito committente',
};

/** The colour of a status's badge. */
export const sdiStatusPalette: Record<SdiStatus, string> = {
  da_inviare: 'gray',
  inviata: 'blue',
  consegnata: 'green',
  non_consegnata: 'orange',
  scartata: 'red',
  attestazione: 'orange',
  decorrenza_termini: 'green',
  esito_committente: 'green',
};

/** The SdI's message kinds: receipt of delivery, rejection, failed delivery, attestation, terms lapsed, customer's outcome. */
export const sdiMessageKinds = ['RC', 'NS', 'MC', 'AT', 'DT', 'NE'] as const;
export const sdiMessageKind = z.enum(sdiMessageKinds);
export type SdiMessageKind = z.infer<typeof sdiMessageKind>;

export const sdiMessageKindLabels: Record<SdiMessageKind, string> = {
  RC: 'Ricevuta di consegna',
  NS: 'Notifica di scarto',
  MC: 'Notifica di mancata consegna',
  AT: 'Attestazione di avvenuta trasmissione',
  DT: 'Notifica di decorrenza termini',
  NE: 'Notifica di esito committente',
};

/** The status each kind of message leads to. */
export const sdiStatusOfKind: Record<SdiMessageKind, SdiStatus> = {
  RC: 'consegnata',
  NS: 'scartata',
  MC: 'non_consegnata',
  AT: 'attestazione',
  DT: 'decorrenza_termini',
  NE: 'esito_committente',
};

/** The customer's outcome of an NE: EC01 accepted, EC02 refused. */
export const sdiOutcomeLabels: Record<string, string> = { EC01: 'accettata', EC02: 'rifiutata' };

/** An NE's outcome in words: 'accettata (EC01)', 'rifiutata (EC02)'. */
export const sdiOutcomeText = (outcome: string | null) =>
  outcome ? `${sdiOutcomeLabels[outcome] ?? 'esito'} (${outcome})` : '';

/** What a failed delivery means for the customer (MC). */
export const SDI_NOT_DELIVERED_NOTE = "disponibile nell'area riservata del cliente";

/** Which documents 'Segna come inviata' applies to: not sent yet, or rejected and sent again. */
export const canMarkSdiSent = (status: SdiStatus) => status === 'da_inviare' || status === 'scartata';

export const sdiError = z.object({ code: z.string(), description: z.string() });
export type SdiError = z.infer<typeof sdiError>;

/** What the list of 'Fatture' shows of a document's SdI status. */
export const sdiState = z.object({
  status: sdiStatus,
  /** When the status was reached (the message's own date, or the mark as sent). */
  at: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** NS: the errors of the rejection that set the status. */
  errors: z.array(sdiError),
  /** NE: EC01 / EC02. */
  outcome: z.string().nullable(),
});
export type SdiState = z.infer<typeof sdiState>;

/** One imported message in a document's history. */
export const sdiMessage = z.object({
  id: z.number().int(),
  kind: sdiMessageKind,
  fileName: z.string(),
  sdiId: z.string().nullable(),
  /** The message's own date (reception or delivery at the SdI); null for DT and NE, which carry none. */
  receivedAt: z.string().nullable(),
  errors: z.array(sdiError),
  outcome: z.string().nullable(),
  description: z.string().nullable(),
  /** Set when the message concerns a version replaced since (a rejected document re-issued). */
  revisionId: z.number().int().nullable(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
});
export type SdiMessage = z.infer<typeof sdiMessage>;

/** GET /sdi/documents/:id: the document's status and its messages, newest first. */
export const sdiHistory = z.object({
  id: z.number().int(),
  year: z.number().int(),
  number: z.number().int(),
  fileName: z.string().nullable(),
  state: sdiState,
  messages: z.array(sdiMessage),
  /** The SdI's PEC address when sending by PEC is configured ('Dati azienda'); absent otherwise. */
  pecTo: z.string().nullish(),
});
export type SdiHistory = z.infer<typeof sdiHistory>;

/** POST /sdi/messages?fileName=: the name of the uploaded XML file (a ZIP names its entries). */
export const sdiImportQuery = z.object({
  fileName: z.string().trim().min(1).max(200).optional(),
});
export type SdiImportQuery = z.infer<typeof sdiImportQuery>;

export const sdiImportOutcomes = ['importato', 'già importato', 'rifiutato'] as const;

/** One file of an import: imported, already there (nothing done) or refused with its reason. */
export const sdiImportFile = z.object({
  fileName: z.string(),
  outcome: z.enum(sdiImportOutcomes),
  /** Refused: why, as a code (NotXml, WrongRoot, Dtd, TooLarge, OtherCompany, UnknownFile…). */
  code: z.string().nullable(),
  message: z.string(),
  /** The document it was matched to. */
  document: z.object({ id: z.number().int(), year: z.number().int(), number: z.number().int() }).nullable(),
  kind: sdiMessageKind.nullable(),
  status: sdiStatus.nullable(),
});
export type SdiImportFile = z.infer<typeof sdiImportFile>;

export const sdiImportResult = z.object({
  files: z.array(sdiImportFile),
  imported: z.number().int(),
  already: z.number().int(),
  refused: z.number().int(),
});
export type SdiImportResult = z.infer<typeof sdiImportResult>;

/** The largest XML message accepted, and the largest upload (a ZIP of messages). */
export const SDI_MAX_XML_BYTES = 512 * 1024;
export const SDI_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const sdiMessages = {
  notXml: 'Il file non è un XML valido.',
  wrongRoot: 'Il file non è un messaggio del Sistema di Interscambio (RC, NS, MC, AT, DT o NE).',
  dtd: 'Il file contiene una dichiarazione DOCTYPE o entità: non ammesse in un messaggio SdI.',
  tooLarge: `Il file supera la dimensione massima di ${SDI_MAX_XML_BYTES / 1024} KB.`,
  noFileName: 'Il messaggio non indica il nome del file della fattura (NomeFile).',
  otherCompany: (vat: string) =>
    `Il messaggio riguarda una fattura di un'altra azienda (partita IVA ${vat}).`,
  unknownFile: (name: string) => `Nessun documento emesso corrisponde al file ${name}.`,
  companyMissing: "Compilare la partita IVA in 'Dati azienda' prima di importare i messaggi SdI.",
  notZipEntry: 'Il file non è un XML (atteso un messaggio SdI .xml).',
  badZip: 'Il file ZIP non è leggibile.',
  badZipEntry: "Il file non si riesce a estrarre dall'archivio ZIP.",
  fileNameMissing: 'Indicare il nome del file XML caricato.',
  documentNotFound: 'Documento non trovato.',
  mediaType: 'Caricare un file XML (application/xml) o un archivio ZIP (application/zip) di messaggi SdI.',
  imported: 'Importato.',
  already: 'Già importato: nessuna modifica.',
  markedSent: 'Segnata come inviata.',
  pecNotConfigured: "Indicare l'indirizzo PEC del SdI in 'Dati azienda' per inviare le fatture via PEC.",
  pecSent: (to: string) => `Inviata via PEC a ${to}.`,
  notPending:
    'Il documento ha già un esito dal Sistema di Interscambio: non può essere segnato come inviato.',
} as const;
