import { XMLParser } from 'fast-xml-parser';

/**
 * The SdI's content checks that the XSD cannot see (Specifiche tecniche FatturaPA, "controlli
 * sul contenuto"), recomputed from the XML itself (pure). The API runs them on every invoice
 * XML before serving it; the tests run them on every case they build.
 */
export interface SdiViolation {
  code: string;
  message: string;
}

/** Natura codes the SdI still accepts (since 2021 N2, N3, N6 without a sub-code are refused). */
export const VALID_NATURE = new Set([
  'N1',
  'N2.1',
  'N2.2',
  'N3.1',
  'N3.2',
  'N3.3',
  'N3.4',
  'N3.5',
  'N3.6',
  'N4',
  'N5',
  'N6.1',
  'N6.2',
  'N6.3',
  'N6.4',
  'N6.5',
  'N6.6',
  'N6.7',
  'N6.8',
  'N6.9',
  'N7',
]);

/** A decimal text as an integer of 1e-8 units (exact: no floating point). */
export function toUnits(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!m) throw new Error(`not a decimal: ${text}`);
  const units = BigInt(m[2]) * 100_000_000n + BigInt((m[3] ?? '').padEnd(8, '0'));
  return m[1] ? -units : units;
}
const CENT = 1_000_000n;
const EURO = 100n * CENT;
const abs = (n: bigint) => (n < 0n ? -n : n);

interface Line {
  Quantita?: string;
  PrezzoUnitario: string;
  PrezzoTotale: string;
  AliquotaIVA: string;
  Natura?: string;
}
interface Summary {
  AliquotaIVA: string;
  Natura?: string;
  ImponibileImporto: string;
  Imposta: string;
  Arrotondamento?: string;
}
export interface SdiView {
  formato: string;
  codiceDestinatario: string;
  pecDestinatario?: string;
  numero: string;
  lines: Line[];
  summaries: Summary[];
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** Every value as the XML's text (the written-from object holds a few numbers). */
const textValues = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])) as never;

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

/** The parts of an invoice XML the checks need (one body). */
export const sdiViewOf = (xml: string): SdiView => sdiViewOfRoot(parser.parse(xml).FatturaElettronica);

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML (or the object it is written from) is untyped data
type XmlNode = any;

/** The same from the FatturaElettronica element as an object (parsed, or the one the XML is written from). */
export function sdiViewOfRoot(root: XmlNode): SdiView {
  const trasmissione = root.FatturaElettronicaHeader.DatiTrasmissione;
  const body = list(root.FatturaElettronicaBody)[0];
  return {
    formato: trasmissione.FormatoTrasmissione,
    codiceDestinatario: trasmissione.CodiceDestinatario,
    pecDestinatario: trasmissione.PECDestinatario,
    numero: String(body.DatiGenerali.DatiGeneraliDocumento.Numero),
    lines: list<XmlNode>(body.DatiBeniServizi.DettaglioLinee).map(textValues),
    summaries: list<XmlNode>(body.DatiBeniServizi.DatiRiepilogo).map(textValues),
  };
}

const key = (rate: string, nature: string | undefined) => `${toUnits(rate)}|${nature ?? ''}`;

export function sdiViolations(v: SdiView): SdiViolation[] {
  const out: SdiViolation[] = [];
  const add = (code: string, message: string) => out.push({ code, message });

  // 00400 / 00401: a Natura with the 0% rate, and only with it (lines and summaries).
  for (const [where, items] of [
    ['DettaglioLinee', v.lines],
    ['DatiRiepilogo', v.summaries],
  ] as const) {
    items.forEach((item, i) => {
      const zero = toUnits(item.AliquotaIVA) === 0n;
      if (zero && !item.Natura) add('00400', `${where} ${i + 1}: aliquota 0 senza Natura`);
      if (!zero && item.Natura) add('00401', `${where} ${i + 1}: Natura con aliquota diversa da 0`);
      // 00443–00445: Natura codes withdrawn (N2, N3, N6 without sub-code) or unknown.
      if (item.Natura && !VALID_NATURE.has(item.Natura))
        add('00445', `${where} ${i + 1}: Natura ${item.Natura} non più valida`);
    });
  }

  // 00423: PrezzoTotale = PrezzoUnitario × Quantità (tolerance 0,01 €).
  v.lines.forEach((line, i) => {
    const quantity = line.Quantita === undefined ? 100_000_000n : toUnits(line.Quantita);
    const expected = (toUnits(line.PrezzoUnitario) * quantity) / 100_000_000n;
    if (abs(expected - toUnits(line.PrezzoTotale)) > CENT)
      add('00423', `linea ${i + 1}: PrezzoTotale diverso da PrezzoUnitario × Quantità`);
  });

  // 00419: one DatiRiepilogo for each rate/Natura of the lines (and none without lines).
  const lineKeys = new Set(v.lines.map((l) => key(l.AliquotaIVA, l.Natura)));
  const summaryKeys = new Set(v.summaries.map((s) => key(s.AliquotaIVA, s.Natura)));
  for (const k of lineKeys) if (!summaryKeys.has(k)) add('00419', `manca il DatiRiepilogo per ${k}`);
  if (summaryKeys.size !== v.summaries.length) add('00419', 'DatiRiepilogo ripetuto per la stessa aliquota');

  for (const s of v.summaries) {
    const k = key(s.AliquotaIVA, s.Natura);
    const taxable = toUnits(s.ImponibileImporto);
    // 00422: ImponibileImporto = Σ PrezzoTotale of its lines (+ Arrotondamento), tolerance 1 €.
    const sum = v.lines
      .filter((l) => key(l.AliquotaIVA, l.Natura) === k)
      .reduce((acc, l) => acc + toUnits(l.PrezzoTotale), 0n);
    if (abs(sum + toUnits(s.Arrotondamento ?? '0') - taxable) > EURO)
      add('00422', `ImponibileImporto ${s.ImponibileImporto} diverso dalla somma delle linee`);
    // 00421: Imposta = ImponibileImporto × AliquotaIVA / 100, tolerance 1 €.
    const tax = (taxable * toUnits(s.AliquotaIVA)) / (100n * 100_000_000n);
    if (abs(tax - toUnits(s.Imposta)) > EURO) add('00421', `Imposta ${s.Imposta} non calcolata`);
  }

  // 00425: the document number contains a digit.
  if (!/\d/.test(v.numero)) add('00425', 'il Numero non contiene cifre');

  // 00426: PECDestinatario only with CodiceDestinatario '0000000' (and required with it
  // unless the customer reads its invoices in its own area); 00427: 7 characters for FPR12.
  if (v.pecDestinatario && v.codiceDestinatario !== '0000000')
    add('00426', 'PECDestinatario con CodiceDestinatario diverso da 0000000');
  if (v.formato === 'FPR12' && v.codiceDestinatario.length !== 7)
    add('00427', 'CodiceDestinatario di lunghezza diversa da 7 per FPR12');
  return out;
}
