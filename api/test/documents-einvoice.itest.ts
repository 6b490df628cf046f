import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { fatturaPaFileName, fatturaPaXml } from '../src/documents/fatturapa';
import type { InvoiceSnapshot } from '../src/documents/invoice-snapshot';
import { sdiViewOf, sdiViolations, toUnits } from '../src/documents/sdi-checks';
import { sellerData } from './documents-support';
import { xsdErrors } from './einvoice-support';

// The FatturaPA XML of several kinds of invoice (docs/product/documents.md: Italian customer with SdI code,
// PEC only, foreign customer, 74-ter N5 lines, ordinary VAT, 0,01 € and 99.999,99 €): each
// validates against the official XSD 1.2.2 and passes every SdI content rule recomputed here.

const seller: InvoiceSnapshot['seller'] = { ...sellerData, phone: '051 123 4567' };
const italian: InvoiceSnapshot['customer'] = {
  id: 1,
  fullName: 'Viaggi “Sole” S.r.l. – Firenze',
  vatNumber: '12345678903',
  einvoiceCode: 'M5UXCR1',
  certifiedEmail: null,
  email: 'info@sole.it',
  address: 'Via Calzaiuoli 3',
  postalCode: '50122',
  city: 'Firenze',
  countryId: 'IT',
  countryName: 'Italia',
};
const n5 = { rate: 0, nature: 'N5', legalRef: 'Regime del margine art. 74-ter DPR 633/72' };
const ordinary = { rate: 22, nature: null, legalRef: null };
const lines = [
  {
    description: 'Soggiorno Hotel Bellavista (Roma) dal 01/07/2026 al 04/07/2026, 3 notti, 41 ospiti',
    quantity: 1,
    unitPrice: 612_345,
    total: 612_345,
  },
  {
    description: 'Cena Trattoria da Mario del 02/07/2026 (41 persone, 4 gratuità)',
    quantity: 37,
    unitPrice: 1_800,
    total: 66_600,
  },
  {
    description: 'Visita guidata Guide Toscane del 03/07/2026',
    quantity: 2,
    unitPrice: 15_000,
    total: 30_000,
  },
  { description: 'Sconto gruppo', quantity: 1, unitPrice: -5_001, total: -5_001 },
];
const invoice = (over: Partial<InvoiceSnapshot>): InvoiceSnapshot => ({
  number: 12,
  docdate: '2026-03-15',
  caseNumber: 7,
  caseName: 'Liceo Galilei — Roma',
  seller,
  customer: italian,
  vat: n5,
  lines,
  ...over,
});

const cases: [string, InvoiceSnapshot][] = [
  ['Italian customer with its SdI code, 74-ter N5 lines', invoice({})],
  [
    'customer with a PEC only',
    invoice({ customer: { ...italian, einvoiceCode: null, certifiedEmail: 'sole@pec.it' }, vat: ordinary }),
  ],
  [
    'foreign customer',
    invoice({
      customer: {
        ...italian,
        fullName: 'Reisebüro Sonne GmbH',
        vatNumber: 'DE123456789',
        einvoiceCode: null,
        postalCode: '80331',
        city: 'München',
        countryId: 'DE',
        countryName: 'Germania',
      },
    }),
  ],
  ['ordinary VAT (22%) lines', invoice({ vat: ordinary, seller: { ...seller, taxRegime: 'RF01' } })],
  ['10% VAT lines', invoice({ vat: { rate: 10, nature: null, legalRef: null } })],
  [
    '0,01 €',
    invoice({ lines: [{ description: 'Diritti', quantity: 1, unitPrice: 1, total: 1 }], vat: ordinary }),
  ],
  ['0,01 € at 0% N5', invoice({ lines: [{ description: 'Diritti', quantity: 1, unitPrice: 1, total: 1 }] })],
  [
    '99.999,99 €',
    invoice({
      lines: [{ description: 'Soggiorno', quantity: 1, unitPrice: 9_999_999, total: 9_999_999 }],
      vat: ordinary,
    }),
  ],
  [
    'many lines with odd unit prices at 22%',
    invoice({
      vat: ordinary,
      lines: Array.from({ length: 30 }, (_, i) => ({
        description: `Voce ${i}`,
        quantity: 3 + i,
        unitPrice: 997 + i * 13,
        total: (3 + i) * (997 + i * 13),
      })),
    }),
  ],
  [
    'control characters and non-Latin-1 texts',
    invoice({
      caseName: 'Gita\u0001 a Łódź\ufffe\uffff 日本',
      lines: [
        { description: 'Soggiorno\u0000\u0008 “Sole”\u0085', quantity: 1, unitPrice: 10_000, total: 10_000 },
      ],
    }),
  ],
  [
    'foreign customer abroad without CAP, VAT of 28 characters',
    invoice({
      customer: {
        ...italian,
        fullName: 'Travel Ltd',
        vatNumber: `GB${'1'.repeat(28)}`,
        einvoiceCode: null,
        postalCode: null,
        city: 'London',
        countryId: 'GB',
        countryName: 'Regno Unito',
      },
    }),
  ],
  [
    'credit note (TD04) of part of an invoice',
    invoice({
      number: 13,
      kind: 'TD04',
      related: { number: 12, docdate: '2026-03-15' },
      reason: 'Camere non usufruite',
      lines: [lines[0], { ...lines[1], quantity: 1, unitPrice: 1_800, total: 1_800 }],
    }),
  ],
  [
    'debit note (TD05) at 22%',
    invoice({
      number: 14,
      kind: 'TD05',
      related: { number: 12, docdate: '2026-03-15' },
      reason: 'Supplemento',
      vat: ordinary,
      lines: [{ description: 'Supplemento cena', quantity: 1, unitPrice: 2_500, total: 2_500 }],
    }),
  ],
];

const parse = (xml: string) =>
  new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true }).parse(xml)
    .FatturaElettronica;
const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
const cents = (text: string) => Number(toUnits(text) / 1_000_000n);

describe.each(cases)('FatturaPA XML: %s', (_name, snapshot) => {
  const xml = fatturaPaXml(snapshot);

  it('validates against the official XSD 1.2.2', async () => {
    expect(await xsdErrors(xml)).toEqual([]);
  });

  it('passes the SdI content checks', () => {
    expect(sdiViolations(sdiViewOf(xml))).toEqual([]);
  });

  it('adds up to the case total, the tax within a cent of the exact one (the SdI tolerates 1 €)', () => {
    const body = parse(xml).FatturaElettronicaBody;
    const summaries = list(body.DatiBeniServizi.DatiRiepilogo);
    const detail = list(body.DatiBeniServizi.DettaglioLinee);
    expect(summaries).toHaveLength(1);
    const s = summaries[0];
    // 00422 exactly: the lines add up to the taxable amount.
    expect(detail.reduce((sum: number, l: { PrezzoTotale: string }) => sum + cents(l.PrezzoTotale), 0)).toBe(
      cents(s.ImponibileImporto),
    );
    // 00421, a cent at most from the rounded tax of the taxable amount.
    const exactTax = Math.round((cents(s.ImponibileImporto) * Number(s.AliquotaIVA)) / 100);
    expect(Math.abs(cents(s.Imposta) - exactTax)).toBeLessThanOrEqual(1);
    const gross = snapshot.lines.reduce((sum, l) => sum + l.total, 0);
    expect(cents(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento)).toBe(gross);
    expect(cents(s.ImponibileImporto) + cents(s.Imposta)).toBe(gross);
  });
});

describe('FatturaPA XML: the parties and the file', () => {
  it('addresses an Italian customer by its SdI code, a PEC-only one by 0000000 + PEC, a foreign one by XXXXXXX', () => {
    const [sdi, pec, foreign] = cases.slice(0, 3).map(([, s]) => parse(fatturaPaXml(s)));
    expect(sdi.FatturaElettronicaHeader.DatiTrasmissione).toMatchObject({ CodiceDestinatario: 'M5UXCR1' });
    expect(sdi.FatturaElettronicaHeader.DatiTrasmissione.PECDestinatario).toBeUndefined();
    expect(pec.FatturaElettronicaHeader.DatiTrasmissione).toMatchObject({
      CodiceDestinatario: '0000000',
      PECDestinatario: 'sole@pec.it',
    });
    const buyer = foreign.FatturaElettronicaHeader.CessionarioCommittente;
    expect(foreign.FatturaElettronicaHeader.DatiTrasmissione.CodiceDestinatario).toBe('XXXXXXX');
    expect(buyer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'DE', IdCodice: '123456789' });
    expect(buyer.Sede).toMatchObject({ CAP: '00000', Comune: 'München', Nazione: 'DE' });
  });

  it('writes the partita IVA without country code, the CAP as 5 characters, Latin-1 texts', () => {
    const xml = fatturaPaXml(cases[0][1]);
    const header = parse(xml).FatturaElettronicaHeader;
    expect(header.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toEqual({
      IdPaese: 'IT',
      IdCodice: '12345678903',
    });
    expect(header.CedentePrestatore.Sede).toMatchObject({
      CAP: '40121',
      Provincia: 'BO',
      Indirizzo: "Via dell'Indipendenza 12",
    });
    expect(header.CedentePrestatore.DatiAnagrafici.RegimeFiscale).toBe('RF11');
    expect(header.CessionarioCommittente.DatiAnagrafici.Anagrafica.Denominazione).toBe(
      'Viaggi "Sole" S.r.l. - Firenze',
    );
    expect(xml).toContain('<Natura>N5</Natura>');
    expect(xml).toContain(
      '<RiferimentoNormativo>Regime del margine art. 74-ter DPR 633/72</RiferimentoNormativo>',
    );
  });

  it('a foreign customer: IdPaese its country, IdCodice without prefix, CAP 00000, no Provincia', () => {
    const header = parse(
      fatturaPaXml(cases.find(([n]) => n.startsWith('foreign customer abroad'))![1]),
    ).FatturaElettronicaHeader;
    expect(header.DatiTrasmissione.CodiceDestinatario).toBe('XXXXXXX');
    expect(header.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toEqual({
      IdPaese: 'GB',
      IdCodice: '1'.repeat(28),
    });
    expect(header.CessionarioCommittente.Sede).toEqual({
      Indirizzo: 'Via Calzaiuoli 3',
      CAP: '00000',
      Comune: 'London',
      Nazione: 'GB',
    });
  });

  it('control characters are removed and other scripts reduced to Latin-1', () => {
    const xml = fatturaPaXml(cases.find(([n]) => n.startsWith('control characters'))![1]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
    expect(xml).not.toMatch(/[\u0000-\u0008\u0080-\u009f\ufffe\uffff]/);
    const body = parse(xml).FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento.Causale).toBe('Pratica n. 7 - Gita a ?ódz ??');
    expect(body.DatiBeniServizi.DettaglioLinee.Descrizione).toBe('Soggiorno "Sole"');
  });

  it('a note says its kind and names the invoice it corrects', () => {
    for (const [kind, name] of [
      ['TD04', 'credit note'],
      ['TD05', 'debit note'],
    ]) {
      const general = parse(fatturaPaXml(cases.find(([n]) => n.startsWith(name))![1])).FatturaElettronicaBody
        .DatiGenerali;
      expect(general.DatiGeneraliDocumento.TipoDocumento).toBe(kind);
      expect(general.DatiFattureCollegate).toEqual({ IdDocumento: '12', Data: '2026-03-15' });
    }
    expect(
      parse(fatturaPaXml(cases[0][1])).FatturaElettronicaBody.DatiGenerali.DatiFattureCollegate,
    ).toBeUndefined();
  });

  it('the same snapshot gives the same bytes', () => {
    for (const [, snapshot] of cases)
      expect(fatturaPaXml(snapshot)).toBe(fatturaPaXml(structuredClone(snapshot)));
  });

  it('names the file IT<partita IVA>_<progressivo>.xml', () => {
    expect(fatturaPaFileName(cases[0][1])).toBe('IT01234567897_2600C.xml');
  });

  it('the official samples pass the same content checks (the checks are not tailored to our XML)', async () => {
    const dir = path.resolve(process.cwd(), '../shared/fatturapa/samples');
    for (const name of ['IT01234567890_FPR01.xml', 'IT01234567890_FPR02.xml']) {
      const xml = readFileSync(path.join(dir, name), 'utf8');
      expect(await xsdErrors(xml)).toEqual([]);
      expect(sdiViolations(sdiViewOf(xml))).toEqual([]);
    }
  });
});

describe('SdI content checks catch each fault', () => {
  const good = fatturaPaXml(invoice({ vat: ordinary }));
  const goodN5 = fatturaPaXml(invoice({}));
  const codes = (xml: string) => sdiViolations(sdiViewOf(xml)).map((v) => v.code);
  it.each([
    ['00400', goodN5.replace(/<Natura>N5<\/Natura>/, '')],
    [
      '00401',
      good.replace('<AliquotaIVA>22.00</AliquotaIVA>', '<AliquotaIVA>22.00</AliquotaIVA><Natura>N4</Natura>'),
    ],
    ['00419', good.replace(/<DatiRiepilogo>[\s\S]*?<\/DatiRiepilogo>/, '')],
    ['00421', good.replace(/<Imposta>[\d.]+<\/Imposta>/, '<Imposta>1.00</Imposta>')],
    [
      '00422',
      good.replace(
        /<ImponibileImporto>([\d.]+)<\/ImponibileImporto>/,
        '<ImponibileImporto>1.00</ImponibileImporto>',
      ),
    ],
    ['00423', good.replace('<PrezzoTotale>', '<PrezzoTotale>9')],
    ['00425', good.replace('<Numero>12</Numero>', '<Numero>ABC</Numero>')],
    [
      '00426',
      good.replace(
        '</CodiceDestinatario>',
        '</CodiceDestinatario><PECDestinatario>a@pec.it</PECDestinatario>',
      ),
    ],
    [
      '00427',
      good.replace(
        '<CodiceDestinatario>M5UXCR1</CodiceDestinatario>',
        '<CodiceDestinatario>M5UXC1</CodiceDestinatario>',
      ),
    ],
    ['00445', goodN5.replaceAll('<Natura>N5</Natura>', '<Natura>N2</Natura>')],
  ])('%s', (code, xml) => {
    expect(codes(xml)).toContain(code);
  });
});
