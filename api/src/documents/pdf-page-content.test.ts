import { createRequire } from 'node:module';
import type PdfKit from 'pdfkit';
import { batchPageContent } from './pdf-page-content';

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit') as typeof PdfKit;

/** Three pages of texts, rules and fills, with the page numbers written at the end, as the documents do. */
async function draw(batched: boolean): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    bufferPages: true,
    info: { CreationDate: new Date('2027-01-02T03:04:05Z') },
  });
  if (batched)
    doc.on('pageAdded', () =>
      batchPageContent((doc as unknown as { page: { content: unknown } }).page.content),
    );
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  for (let p = 0; p < 3; p++) {
    doc.addPage();
    for (let row = 0; row < 40; row++) {
      doc.font(row % 2 ? 'Helvetica' : 'Helvetica-Bold').fontSize(8);
      doc.text(`Riga ${p}.${row} – Città 1.234,56 €`, 40, 40 + row * 18, { lineBreak: false });
      doc
        .moveTo(40, 52 + row * 18)
        .lineTo(550, 52 + row * 18)
        .stroke();
    }
    doc.rect(40, 780, 100, 10).fill('#dddddd');
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.fillColor('black').text(`Pagina ${i + 1} di ${range.count}`, 450, 810, { lineBreak: false });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

test('a batched page writes the same bytes as pdfkit alone, page numbers added last included', async () => {
  const [plain, batched] = [await draw(false), await draw(true)];
  expect(batched.length).toBeGreaterThan(1000);
  expect(batched.equals(plain)).toBe(true);
});

test('a stream that is not a page content stream is left as it is', () => {
  const other = { write: 1 };
  batchPageContent(other);
  expect(other).toEqual({ write: 1 });
  batchPageContent(null);
});
