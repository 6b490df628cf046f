import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SdiMessageKind } from '@ham/contracts';
import { zipSync } from 'fflate';

/** The SdI's official example messages: not redistributed in the repository, read from the folder named below. */
const receiptsDir = path.resolve(process.cwd(), '../shared/fatturapa/samples/receipts');
const samples = new Map<SdiMessageKind, string>();
export const sampleReceipt = (kind: SdiMessageKind): string => {
  if (!samples.has(kind)) {
    samples.set(kind, readFileSync(path.join(receiptsDir, `IT01234567890_11111_${kind}_001.xml`), 'utf8'));
  }
  return samples.get(kind) as string;
};

export interface ReceiptOptions {
  /** The message's own date (DataOraRicezione; RC: DataOraConsegna too), ISO with zone. */
  date?: string;
  /** The receipt's own sequence in its file name (…_RC_001.xml). */
  seq?: number;
  /** NE: EC01 or EC02. */
  outcome?: string;
}

/**
 * An SdI message of `kind` about the invoice file `invoiceFile` (IT…_xxxxx.xml), made from the
 * official example: `NomeFile` (the signed form .xml.p7m, as the SdI writes it) and the dates
 * replaced. Its own file name follows the SdI's: <invoice file without .xml>_<kind>_<seq>.xml.
 */
export function receipt(kind: SdiMessageKind, invoiceFile: string, o: ReceiptOptions = {}) {
  let xml = sampleReceipt(kind).replace(
    /<NomeFile>IT01234567890_11111\.xml\.p7m<\/NomeFile>/,
    `<NomeFile>${invoiceFile}.p7m</NomeFile>`,
  );
  if (o.date) {
    xml = xml
      .replace(
        /<DataOraRicezione>[^<]*<\/DataOraRicezione>/,
        `<DataOraRicezione>${o.date}</DataOraRicezione>`,
      )
      .replace(/<DataOraConsegna>[^<]*<\/DataOraConsegna>/, `<DataOraConsegna>${o.date}</DataOraConsegna>`);
  }
  if (o.outcome) xml = xml.replace('<Esito>EC01</Esito>', `<Esito>${o.outcome}</Esito>`);
  const name = `${invoiceFile.replace(/\.xml$/, '')}_${kind}_${String(o.seq ?? 1).padStart(3, '0')}.xml`;
  return { name, xml };
}

/** A ZIP of files (name → text or bytes). */
export function zipOf(files: { name: string; xml: string | Uint8Array }[]): Buffer {
  const entries = Object.fromEntries(
    files.map((f) => [f.name, typeof f.xml === 'string' ? new TextEncoder().encode(f.xml) : f.xml]),
  );
  const zip = zipSync(entries, { level: 6 });
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

export const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
<!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>
<types:RicevutaConsegna xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0"><NomeFile>&lol4;</NomeFile></types:RicevutaConsegna>`;

/** An RC for `invoiceFile` that pulls a local file in through an external entity. */
export const externalEntity = (invoiceFile: string) =>
  receipt('RC', invoiceFile)
    .xml.replace(
      '<?xml-stylesheet',
      '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<?xml-stylesheet',
    )
    .replace('<Note>Esempio</Note>', '<Note>&x;</Note>');
