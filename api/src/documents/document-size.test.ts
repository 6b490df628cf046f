import type { PrintedDocument } from './document-model';
import { estimatedPages } from './document-size';
import { renderPdf } from './render-pdf';

const doc = (rows: number, paragraph = ''): PrintedDocument => ({
  title: 'Conferma pratica n. 1',
  seller: ['Agenzia Prova S.r.l.', 'Via Roma 1, 50122 Firenze', 'P. IVA 12345678903'],
  blocks: [
    { kind: 'heading', text: 'Soggiorni' },
    { kind: 'fields', rows: [['Periodo', 'dal 01/07/2027 al 05/07/2027']] },
    {
      kind: 'table',
      columns: [
        { header: 'Notte' },
        { header: 'Descrizione', wide: true },
        { header: 'Importo', align: 'right' },
      ],
      rows: Array.from({ length: rows }, (_, i) => [`${i + 1}`, `Mezza pensione, doppia ${i}`, '1.234,50 €']),
      footer: [['', 'Totale', '99.999,00 €']],
    },
    ...(paragraph ? [{ kind: 'paragraph' as const, text: paragraph }] : []),
  ],
});

/** Pages of a PDF as pdfkit writes them (one `/Type /Page` object each). */
const pagesOf = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length ?? 0;

describe('estimatedPages', () => {
  test.each([1, 40, 200, 900])('is within a page or 15%% of the PDF for %i table rows', async (rows) => {
    const real = pagesOf(await renderPdf(doc(rows)));
    const estimate = estimatedPages(doc(rows));
    expect(Math.abs(estimate - real)).toBeLessThanOrEqual(Math.max(1, Math.ceil(real * 0.15)));
  });

  test('counts long paragraphs by their lines', () => {
    const notes = Array.from({ length: 300 }, () => 'Allergie: nessuna. Camere vicine.').join('\n');
    expect(estimatedPages(doc(1, notes))).toBeGreaterThanOrEqual(7);
  });
});
