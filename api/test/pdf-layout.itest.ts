import { getDocumentProxy } from 'unpdf';
import type { Block, PrintedDocument } from '../src/documents/document-model';
import { renderPdf } from '../src/documents/render-pdf';
import { pdfPages } from './documents-support';

// The PDF layout read back with pdf.js: where each text lands, page by page.

const A4_WIDTH = 595.28;
const MARGIN_X = 40;

interface Placed {
  text: string;
  left: number;
  right: number;
}

async function placedTexts(bytes: Uint8Array): Promise<Placed[][]> {
  const pdf = await getDocumentProxy(bytes);
  const pages: Placed[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .filter((item) => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          const { str, transform, width } = item as { str: string; transform: number[]; width: number };
          return { text: str, left: transform[4] ?? 0, right: (transform[4] ?? 0) + width };
        }),
    );
  }
  return pages;
}

const seller = ['Incoming Italia S.r.l.', 'Via dell’Indipendenza 12, 40121 Bologna'];
const doc = (blocks: Block[]): PrintedDocument => ({ title: 'Estratto conto', seller, blocks });

describe('PDF layout', () => {
  it('breaks a long table across pages: every row once and in order, the header, seller and page number on every page', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => [
      `riga-${String(i + 1).padStart(3, '0')}`,
      'Fattura n. 12/2026',
      `${(i + 1) * 10},00 €`,
    ]);
    const pages = await pdfPages(
      Buffer.from(
        await renderPdf(
          doc([
            {
              kind: 'table',
              columns: [
                { header: 'Riga' },
                { header: 'Documento', wide: true },
                { header: 'Importo', align: 'right' },
              ],
              rows,
            },
          ]),
        ),
      ),
    );
    expect(pages.length).toBeGreaterThan(5);
    const seen = pages.flatMap((text) => text.match(/riga-\d{3}/g) ?? []);
    expect(seen).toEqual(rows.map((r) => r[0]));
    pages.forEach((text, i) => {
      expect(text).toContain('Incoming Italia S.r.l.');
      expect(text).toContain('Importo');
      expect(text).toContain(`Pagina ${i + 1} di ${pages.length}`);
    });
  });

  it('cuts a word longer than the line and keeps the amount whole and on the page', async () => {
    const word = 'Supplemento'.repeat(20);
    const pages = await placedTexts(
      await renderPdf(
        doc([
          {
            kind: 'table',
            columns: [
              { header: 'Descrizione', wide: true },
              { header: 'Quantità' },
              { header: 'Importo', align: 'right' },
            ],
            rows: [[word, '1', '12.345,67 €']],
            footer: [['Totale', '', '12.345,67 €']],
          },
        ]),
      ),
    );
    const texts = pages.flat();
    for (const t of texts) {
      expect(t.left).toBeGreaterThanOrEqual(MARGIN_X - 0.5);
      expect(t.right).toBeLessThanOrEqual(A4_WIDTH - MARGIN_X + 0.5);
    }
    expect(texts.filter((t) => t.text === '12.345,67 €')).toHaveLength(2);
    const pieces = texts.filter((t) => /^[Suplemnto]+$/.test(t.text));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((t) => t.text).join('')).toBe(word);
  });

  it('never leaves a heading alone at the foot of a page: it moves with its table', async () => {
    const filler: Block[] = Array.from({ length: 36 }, (_, i) => ({
      kind: 'paragraph',
      text: `Nota ${i + 1}`,
    }));
    // 36 notes end the first page so low that the heading alone would still fit, its table not.
    const pages = await pdfPages(
      Buffer.from(
        await renderPdf(
          doc([
            ...filler,
            { kind: 'heading', text: 'Servizi aggiuntivi' },
            { kind: 'table', columns: [{ header: 'Servizio', wide: true }], rows: [['Guida a Firenze']] },
          ]),
        ),
      ),
    );
    const headingPage = pages.findIndex((p) => p.includes('Servizi aggiuntivi'));
    expect(headingPage).toBeGreaterThanOrEqual(0);
    expect(pages[headingPage]).toContain('Guida a Firenze');
  });

  it('prints names in other alphabets as the HTML shows them, in the embedded Noto Sans; CJK and emoji as a visible mark', async () => {
    const bytes = await renderPdf(
      doc([
        { kind: 'heading', text: 'Rooming list' },
        {
          kind: 'table',
          columns: [
            { header: 'Cognome e nome', wide: true },
            { header: 'Città' },
            { header: 'Importo', align: 'right' },
          ],
          rows: [
            ['Иванова Мария', 'Москва', '1.234,56 €'],
            ['Παπαδόπουλος Νίκος', 'Αθήνα', '99,00 €'],
            ['Ionescu Ștefan', 'Brașov', '10,00 €'],
            ['山田 太郎 😀', 'Tōkyō', '5,00 €'],
          ],
        },
      ]),
    );
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).not.toContain('/BaseFont /Helvetica');
    const [text] = await pdfPages(Buffer.from(bytes));
    for (const name of [
      'Иванова Мария',
      'Москва',
      'Παπαδόπουλος Νίκος',
      'Αθήνα',
      'Ionescu Ștefan',
      'Brașov',
      'Tōkyō',
      '1.234,56 €',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('\ufffd\ufffd \ufffd\ufffd \ufffd');
    expect(text).not.toContain('?');
  });

  it('an Italian document stays in the standard Helvetica: nothing embedded', async () => {
    const bytes = await renderPdf(
      doc([{ kind: 'paragraph', text: 'Gita a Città di Castello – “più” 1.234,56 €' }]),
    );
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/BaseFont /Helvetica');
    expect(raw).not.toContain('NotoSans');
    expect((await pdfPages(Buffer.from(bytes)))[0]).toContain('Gita a Città di Castello – “più” 1.234,56 €');
  });
});
