import { SDI_MAX_XML_BYTES, type SdiError, type SdiMessageKind, sdiMessages } from '@ham/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Reading one message of the Sistema di Interscambio (pure; docs/product/sdi.md). The six
 * messages about a sent invoice (schema MessaggiTypes 1.x): each names the invoice's file
 * (`NomeFile`) and carries its own date, except DT and NE. Signed messages (an enveloped
 * ds:Signature) and unsigned ones are read alike: the signature is not checked, the file came
 * from staff who downloaded it from their SdI channel.
 *
 * Safety: a message never has a DTD, so a DOCTYPE or ENTITY declaration refuses the file before
 * any parsing (no entity expansion, no external entity, no billion laughs); the parser runs with
 * entity processing off as a second wall.
 */

export type SdiReadError = {
  code: 'TooLarge' | 'NotXml' | 'Dtd' | 'WrongRoot' | 'NoFileName';
  message: string;
};

export interface SdiMessageRead {
  kind: SdiMessageKind;
  /** The invoice's file name as the SdI received it (.p7m of a signed invoice dropped). */
  invoiceFileName: string;
  sdiId: string | null;
  /** The message's own date: reception at the SdI (RC: delivery); null for DT and NE. */
  date: Date | null;
  errors: SdiError[];
  /** NE: EC01 accepted, EC02 refused. */
  outcome: string | null;
  description: string | null;
}

const ROOTS: Record<string, SdiMessageKind> = {
  RicevutaConsegna: 'RC',
  NotificaScarto: 'NS',
  NotificaMancataConsegna: 'MC',
  AttestazioneTrasmissioneFattura: 'AT',
  NotificaDecorrenzaTermini: 'DT',
  NotificaEsito: 'NE',
};

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'Errore',
});

/** UTF-8 unless the declaration says Latin-1 (or its Windows form); a UTF-8 BOM is dropped. */
function decode(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const latin = /<\?xml[^>]*encoding\s*=\s*["'](iso-8859-1|latin1|windows-1252)["']/i.test(head);
  return new TextDecoder(latin ? 'windows-1252' : 'utf-8').decode(bytes);
}

const fail = (code: SdiReadError['code'], message: string): { error: SdiReadError } => ({
  error: { code, message },
});

type Node = Record<string, unknown>;
const text = (node: Node | undefined, key: string): string | null => {
  const v = node?.[key];
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return String(v);
  return null;
};
const child = (node: Node | undefined, key: string): Node | undefined => {
  const v = node?.[key];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Node) : undefined;
};

/** Rome's offset from UTC at `utcMs`, in ms. */
function romeOffset(utcMs: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    +parts.year,
    +parts.month - 1,
    +parts.day,
    +parts.hour,
    +parts.minute,
    +parts.second,
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** An xsd:dateTime; without a zone it is Italian time (the SdI's clock). Null when unreadable. */
export function sdiDate(value: string | null): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!m) return null;
  if (m[8]) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const local = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], m[7] ? Math.round(+m[7] * 1000) : 0);
  const first = local - romeOffset(local);
  return new Date(local - romeOffset(first));
}

/** Reads one message file; an error says in Italian why it is not an SdI message we can use. */
export function readSdiMessage(bytes: Uint8Array): SdiMessageRead | { error: SdiReadError } {
  if (bytes.byteLength > SDI_MAX_XML_BYTES) return fail('TooLarge', sdiMessages.tooLarge);
  const xml = decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return fail('Dtd', sdiMessages.dtd);
  if (!/^\s*</.test(xml) || XMLValidator.validate(xml) !== true) return fail('NotXml', sdiMessages.notXml);
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return fail('NotXml', sdiMessages.notXml);
  }
  const roots = Object.keys(doc).filter((k) => !k.startsWith('?') && !k.startsWith('#'));
  const kind = roots.length === 1 ? ROOTS[roots[0]] : undefined;
  if (!kind) return fail('WrongRoot', sdiMessages.wrongRoot);
  const root = child(doc, roots[0]) ?? {};
  const invoiceFileName = text(root, 'NomeFile')?.replace(/\.p7m$/i, '');
  if (!invoiceFileName) return fail('NoFileName', sdiMessages.noFileName);

  const errors: SdiError[] = [];
  const list = child(root, 'ListaErrori')?.Errore;
  if (Array.isArray(list)) {
    for (const e of list as Node[]) {
      errors.push({ code: text(e, 'Codice') ?? '', description: text(e, 'Descrizione') ?? '' });
    }
  }
  const esito = child(root, 'EsitoCommittente');
  const dateText =
    kind === 'RC'
      ? (text(root, 'DataOraConsegna') ?? text(root, 'DataOraRicezione'))
      : text(root, 'DataOraRicezione');
  return {
    kind,
    invoiceFileName,
    sdiId: text(root, 'IdentificativoSdI'),
    date: sdiDate(dateText),
    errors,
    outcome: kind === 'NE' ? text(esito, 'Esito') : null,
    description: text(esito, 'Descrizione') ?? text(root, 'Descrizione') ?? text(root, 'Note'),
  };
}

/** `IT<partita IVA>_<progressivo>.xml`, read back: the seller's VAT and the progressivo. */
export function invoiceFileParts(
  fileName: string,
): { country: string; vat: string; progressivo: string } | null {
  const m = /^([A-Z]{2})([0-9A-Z]{1,28})_([0-9A-Z]{1,5})\.xml$/i.exec(fileName);
  return m ? { country: m[1].toUpperCase(), vat: m[2].toUpperCase(), progressivo: m[3].toUpperCase() } : null;
}

/** The year and number of a progressivo made by `invoiceProgressivo` (two digits of year, base 36). */
export function progressivoParts(progressivo: string): { year: number; number: number } | null {
  const m = /^(\d{2})([0-9A-Z]{3})$/.exec(progressivo);
  if (!m) return null;
  const number = Number.parseInt(m[2], 36);
  return number >= 1 ? { year: 2000 + Number(m[1]), number } : null;
}
