import { pdfText } from '../text/sanitize';
import type { Block, PrintedDocument } from './document-model';
import { pageLabel } from './document-model';

/**
 * The document as a pdfmake definition (no I/O: the worker turns it into bytes). A4, the
 * seller's lines at the head of every page, 'Pagina N di M' at the foot, tables that break
 * across pages repeating their header row. Fonts: the PDF standard Helvetica (no font file
 * to embed; WinAnsi covers Italian letters and €).
 */
// pdfmake's types are loose (its own d.ts is not shipped for 0.3): the definition is plain data.
type Content = Record<string, unknown> | string;

const MARGIN_X = 40;

function table(b: Extract<Block, { kind: 'table' }>): Content {
  const align = (i: number) => b.columns[i]?.align ?? 'left';
  const cell = (text: string, i: number, extra: Record<string, unknown> = {}) => ({
    text,
    alignment: align(i),
    ...extra,
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: b.columns.map((c) => (c.wide ? '*' : 'auto')),
      body: [
        b.columns.map((c, i) => cell(c.header, i, { bold: true, fillColor: '#eeeeee' })),
        ...b.rows.map((r) => r.map((t, i) => cell(t, i))),
        ...(b.footer ?? []).map((r) => r.map((t, i) => cell(t, i, { bold: true }))),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#bbbbbb',
      vLineColor: () => '#bbbbbb',
    },
    margin: [0, 2, 0, 8],
  };
}

function block(b: Block): Content {
  switch (b.kind) {
    case 'heading':
      return { text: b.text, fontSize: 12, bold: true, margin: [0, 10, 0, 4] };
    case 'subheading':
      return { text: b.text, fontSize: 10.5, bold: true, margin: [0, 6, 0, 3] };
    case 'paragraph':
      return { text: b.text, fontSize: b.small ? 8.5 : 10, margin: [0, 2, 0, 6] };
    case 'fields':
      return {
        table: {
          widths: ['auto', '*'],
          body: b.rows.map(([label, value]) => [{ text: label, bold: true }, value]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 6],
      };
    case 'table':
      return table(b);
  }
}

/** Every text of the document through the one sanitizer, as the standard fonts can show it. */
function pdfReady(doc: PrintedDocument): PrintedDocument {
  const rows = (r: string[][]) => r.map((row) => row.map(pdfText));
  return {
    title: pdfText(doc.title),
    seller: doc.seller.map(pdfText),
    blocks: doc.blocks.map((b): Block => {
      switch (b.kind) {
        case 'fields':
          return {
            ...b,
            rows: b.rows.map(([label, value]): [string, string] => [pdfText(label), pdfText(value)]),
          };
        case 'table':
          return {
            ...b,
            columns: b.columns.map((c) => ({ ...c, header: pdfText(c.header) })),
            rows: rows(b.rows),
            ...(b.footer && { footer: rows(b.footer) }),
          };
        default:
          return { ...b, text: pdfText(b.text) };
      }
    }),
  };
}

export function pdfDefinition(printed: PrintedDocument): Record<string, unknown> {
  const doc = pdfReady(printed);
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 40 + doc.seller.length * 11, MARGIN_X, 40],
    info: { title: doc.title, producer: 'Hotel Allotment Manager', creator: 'Hotel Allotment Manager' },
    defaultStyle: { font: 'Helvetica', fontSize: 9.5, lineHeight: 1.15 },
    header: () => ({
      margin: [MARGIN_X, 20, MARGIN_X, 0],
      stack: doc.seller.map((line, i) => ({ text: line, bold: i === 0, fontSize: i === 0 ? 10.5 : 8.5 })),
    }),
    footer: (page: number, pages: number) => ({
      text: pageLabel(page, pages),
      alignment: 'right',
      fontSize: 8,
      margin: [MARGIN_X, 12, MARGIN_X, 0],
    }),
    content: [{ text: doc.title, fontSize: 15, bold: true, margin: [0, 0, 0, 8] }, ...doc.blocks.map(block)],
  };
}
