import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SDI_MAX_XML_BYTES, type SdiMessageKind, sdiStatusOfKind } from '@ham/contracts';
import { invoiceFileParts, progressivoParts, readSdiMessage, sdiDate } from './sdi-message';
import { supersedes } from './sdi-status';

/** The SdI's official example messages: not redistributed in the repository, read from the folder named below. */
const receipts = path.resolve(process.cwd(), '../shared/fatturapa/samples/receipts');
const sample = (kind: SdiMessageKind) =>
  readFileSync(path.join(receipts, `IT01234567890_11111_${kind}_001.xml`), 'utf8');
const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readSdiMessage(bytes(text));

/** A signed message: the enveloped XAdES signature the SdI adds, before the root's end tag. */
const signed = (xml: string) =>
  xml.replace(
    /(<\/types:\w+>\s*)$/,
    `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="sig"><ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/></ds:SignedInfo><ds:SignatureValue>AAAA</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>BBBB</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>$1`,
  );

describe('readSdiMessage: the six SdI messages', () => {
  const expected: [SdiMessageKind, string | null][] = [
    ['RC', '2013-06-06T12:01:00.000Z'],
    ['NS', '2013-06-06T12:00:00.000Z'],
    ['MC', '2013-06-06T10:00:00.000Z'],
    ['AT', '2014-04-01T10:00:00.000Z'],
    ['DT', null],
    ['NE', null],
  ];
  it.each(expected)('%s, unsigned and signed: its kind, status, invoice file and date', (kind, date) => {
    for (const xml of [sample(kind), signed(sample(kind))]) {
      const m = read(xml);
      if ('error' in m) throw new Error(m.error.message);
      expect(m.kind).toBe(kind);
      expect(sdiStatusOfKind[m.kind]).toBe(
        {
          RC: 'consegnata',
          NS: 'scartata',
          MC: 'non_consegnata',
          AT: 'attestazione',
          DT: 'decorrenza_termini',
          NE: 'esito_committente',
        }[kind],
      );
      expect(m.invoiceFileName).toBe('IT01234567890_11111.xml');
      expect(m.sdiId).toBe('111');
      expect(m.date?.toISOString() ?? null).toBe(date);
    }
    expect(signed(sample(kind))).toContain('<ds:Signature');
  });

  it("NS: each error's code and description (codes keep their leading zeros)", () => {
    const xml = sample('NS').replace(
      '</ListaErrori>',
      '<Errore><Codice>00404</Codice><Descrizione>Fattura duplicata</Descrizione></Errore></ListaErrori>',
    );
    const m = read(xml);
    if ('error' in m) throw new Error(m.error.message);
    expect(m.errors).toEqual([
      { code: '00100', description: 'Certificato di firma scaduto' },
      { code: '00404', description: 'Fattura duplicata' },
    ]);
  });

  it('NE: the outcome EC01 / EC02 and its description; MC: its description', () => {
    const ne = read(sample('NE'));
    const refused = read(sample('NE').replace('<Esito>EC01</Esito>', '<Esito>EC02</Esito>'));
    const mc = read(sample('MC'));
    if ('error' in ne || 'error' in refused || 'error' in mc) throw new Error('unreadable');
    expect([ne.outcome, ne.description]).toEqual(['EC01', 'Notifica di esempio']);
    expect(refused.outcome).toBe('EC02');
    expect([mc.outcome, mc.description]).toEqual([null, 'Notifica di esempio']);
  });

  it('an ISO-8859-1 message and one with a UTF-8 BOM read alike', () => {
    const latin = sample('MC')
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('Notifica di esempio', 'Perché');
    const m = readSdiMessage(Uint8Array.from(latin, (c) => c.charCodeAt(0)));
    const bom = readSdiMessage(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(sample('RC'))]));
    if ('error' in m || 'error' in bom) throw new Error('unreadable');
    expect(m.description).toBe('Perché');
    expect(bom.kind).toBe('RC');
  });
});

describe('readSdiMessage: refused input', () => {
  const code = (input: string | Uint8Array) => {
    const m = typeof input === 'string' ? read(input) : readSdiMessage(input);
    return 'error' in m ? m.error.code : 'read';
  };

  it('not XML, broken XML, an empty file', () => {
    expect(code('%PDF-1.4 not a message')).toBe('NotXml');
    expect(code('<types:RicevutaConsegna><NomeFile>a</types:RicevutaConsegna>')).toBe('NotXml');
    expect(code('')).toBe('NotXml');
  });

  it('another root element (an invoice, an unknown message)', () => {
    const invoice = readFileSync(path.resolve(receipts, '../IT01234567890_FPR01.xml'), 'utf8');
    expect(code(invoice)).toBe('WrongRoot');
    expect(code('<MetadatiInvioFile><NomeFile>IT1_00001.xml</NomeFile></MetadatiInvioFile>')).toBe(
      'WrongRoot',
    );
  });

  it('a message without NomeFile', () => {
    expect(code(sample('RC').replace(/<NomeFile>[^<]*<\/NomeFile>/, ''))).toBe('NoFileName');
  });

  it('billion laughs and an external entity: refused before parsing, nothing expanded', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<types:RicevutaConsegna xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0"><NomeFile>&lol3;</NomeFile></types:RicevutaConsegna>`;
    const xxe = sample('RC')
      .replace('<?xml-stylesheet', '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><?xml-stylesheet')
      .replace('<Note>Esempio</Note>', '<Note>&x;</Note>');
    expect(code(laughs)).toBe('Dtd');
    expect(code(xxe)).toBe('Dtd');
  });

  it('a file over the size limit', () => {
    const big = sample('RC').replace('<Note>Esempio</Note>', `<Note>${'x'.repeat(SDI_MAX_XML_BYTES)}</Note>`);
    expect(code(big)).toBe('TooLarge');
  });
});

describe('file names and dates', () => {
  it('IT<partita IVA>_<progressivo>.xml read back; the progressivo gives year and number', () => {
    expect(invoiceFileParts('IT01234567897_2600C.xml')).toEqual({
      country: 'IT',
      vat: '01234567897',
      progressivo: '2600C',
    });
    expect(invoiceFileParts('IT01234567897_2600C.pdf')).toBeNull();
    expect(progressivoParts('2600C')).toEqual({ year: 2026, number: 12 });
    expect(progressivoParts('26ZZZ')).toEqual({ year: 2026, number: 46_655 });
    expect(progressivoParts('11111')).toEqual({ year: 2011, number: 1333 });
    expect(progressivoParts('26000')).toBeNull();
    expect(progressivoParts('2600')).toBeNull();
  });

  it('a date without a zone is Italian time (summer and winter); with one, as written', () => {
    expect(sdiDate('2026-07-01T12:00:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(sdiDate('2026-01-15T12:00:00.5')?.toISOString()).toBe('2026-01-15T11:00:00.500Z');
    expect(sdiDate('2026-01-15T12:00:00+01:00')?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(sdiDate('ieri')).toBeNull();
  });
});

describe('supersedes: an older message never overwrites a later status', () => {
  const at = (s: string) => new Date(s);
  it.each([
    ['any message after da_inviare', 'scartata', null, 'da_inviare', null, true],
    [
      'a receipt dated before the mark as sent',
      'consegnata',
      at('2026-01-01'),
      'inviata',
      at('2026-01-02'),
      true,
    ],
    [
      'a later rejection after a delivery (re-sent)',
      'scartata',
      at('2026-01-03'),
      'consegnata',
      at('2026-01-02'),
      true,
    ],
    [
      'an older rejection after a delivery',
      'scartata',
      at('2026-01-01'),
      'consegnata',
      at('2026-01-02'),
      false,
    ],
    [
      'attestation after a failed delivery',
      'attestazione',
      at('2026-01-12'),
      'non_consegnata',
      at('2026-01-02'),
      true,
    ],
    ['DT (no date) after a delivery', 'decorrenza_termini', null, 'consegnata', at('2026-01-02'), true],
    ['a delivery after DT', 'consegnata', at('2026-01-02'), 'decorrenza_termini', null, false],
    ['NE after DT (same stage)', 'esito_committente', null, 'decorrenza_termini', null, true],
  ] as const)('%s', (_name, status, when, current, currentAt, wins) => {
    expect(supersedes({ status, at: when }, { status: current, at: currentAt })).toBe(wins);
  });
});
