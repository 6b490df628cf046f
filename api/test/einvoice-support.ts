import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The official FatturaPA schema 1.2.2: not redistributed in the repository, read from the folder named below. */
const schemaDir = path.resolve(process.cwd(), '../shared/fatturapa/schema-1.2.2');
const read = (name: string) => readFileSync(path.join(schemaDir, name), 'utf8');
let schema: { xsd: string; dsig: string } | undefined;

/** The XSD errors of an invoice XML (empty: valid). */
export async function xsdErrors(xml: string): Promise<string[]> {
  schema ??= { xsd: read('FatturaPA_v1.2.2.xsd'), dsig: read('xmldsig-core.xsd') };
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [{ fileName: 'FatturaPA_v1.2.2.xsd', contents: schema.xsd }],
    preload: [{ fileName: 'xmldsig-core.xsd', contents: schema.dsig }],
  });
  return result.errors.map((e) => e.rawMessage);
}
