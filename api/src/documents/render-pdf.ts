import { createRequire } from 'node:module';
import type PdfKit from 'pdfkit';
import type { Block, Column, PrintedDocument } from './document-model';
import { pageLabel } from './document-model';
import { type FontStyle, type PdfFonts, pdfFontsFor } from './pdf-fonts';
import { batchPageContent } from './pdf-page-content';
import { useFastStandardFont } from './pdf-standard-font';

/**
 * The document as a PDF: the layout is ours (what a page of the product's documents looks
 * like), the PDF file, the fonts' metrics and the text encoding are pdfkit's. A4, the seller's
 * lines at the head of every page, 'Pagina N di M' at the foot, tables that break across pages
 * between rows and repeat their header row, long words cut where they stop fitting, amounts
 * (right-aligned columns) never cut, a heading never alone at the foot of a page. Fonts: the
 * PDF standard Helvetica, or the embedded Noto Sans when a text needs other letters (pdf-fonts.ts).
 * Every text goes through the one sanitizer (api/src/text/sanitize.ts) for those fonts first.
 *
 * Drawn row by row, not through a general layout engine: a year's agency statement (7,000
 * lines, 140 pages) takes a fraction of a second (docs/PERFORMANCE.md, 'Incassi'; docs/adr/0021).
 */
const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit') as typeof PdfKit;

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 40;
const MARGIN_BOTTOM = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BOTTOM = PAGE_HEIGHT - MARGIN_BOTTOM;
const TEXT_SIZE = 9.5;
const LINE_SPACING = 1.15;
/** Table cells: padding around the text, the rules between cells (grey), the header's fill. */
const PAD_X = 4;
const PAD_Y = 2;
const RULE_WIDTH = 0.5;
const RULE_COLOR = '#bbbbbb';
const HEADER_FILL = '#eeeeee';
/** Points of rounding error allowed when a text is tested against the width it was measured for. */
const FIT_TOLERANCE = 0.01;

/** The pdfkit document with the current font and size remembered (switching costs on every cell). */
class Pen {
  readonly doc: InstanceType<typeof PdfKit>;
  private style: FontStyle | undefined;
  private size = 0;

  constructor(
    title: string,
    private readonly fonts: PdfFonts,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      info: { Title: title, Producer: 'Hotel Allotment Manager', Creator: 'Hotel Allotment Manager' },
    });
    // Each page's operators reach pdfkit in one piece (pdf-page-content.ts).
    this.doc.on('pageAdded', () =>
      batchPageContent((this.doc as unknown as { page: { content: unknown } }).page.content),
    );
    // Embedded fonts are registered under the style's name; a standard font is asked for by its
    // own name: registered under another, pdfkit (0.19) finds the equal font it already holds
    // (Helvetica, its default) and returns before caching the alias, so every switch back to
    // 'regular' parsed Helvetica's metrics file again (a third of a 9-page confirmation's time).
    for (const style of ['regular', 'bold'] as const) {
      const file = fonts.files[style];
      if (typeof file !== 'string') this.doc.registerFont(style, file);
    }
  }

  /** The height of a line of text, from the font's ascender and descender. */
  lineHeight(size: number): number {
    return (((this.fonts.ascender - this.fonts.descender) * size) / 1000) * LINE_SPACING;
  }

  /** From the top of a line to its baseline. */
  ascent(size: number): number {
    return (this.fonts.ascender * size) / 1000;
  }

  private use(style: FontStyle, size: number) {
    if (style !== this.style) {
      const file = this.fonts.files[style];
      this.doc.font(typeof file === 'string' ? file : style);
      // A standard font (pdfkit's `_font`): measured and encoded from tables (pdf-standard-font.ts).
      useFastStandardFont((this.doc as unknown as { _font?: unknown })._font);
      this.style = style;
    }
    if (size !== this.size) {
      this.doc.fontSize(size);
      this.size = size;
    }
  }

  width(text: string, style: FontStyle, size: number): number {
    this.use(style, size);
    return this.doc.widthOfString(text);
  }

  /** One line of text with its baseline at `y`. */
  text(x: number, y: number, text: string, style: FontStyle, size: number) {
    if (!text) return;
    this.use(style, size);
    this.doc.text(text, x, y, { lineBreak: false, baseline: 'alphabetic' });
  }
}

/** A text's lines within `maxWidth`: its own line breaks, then breaks at spaces; a longer word is cut. */
function wrap(pen: Pen, text: string, style: FontStyle, size: number, maxWidth: number): string[] {
  const width = maxWidth + FIT_TOLERANCE;
  const fits = (t: string) => pen.width(t, style, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    if (fits(paragraph)) {
      lines.push(paragraph);
      continue;
    }
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word wider than the line: cut where it stops fitting.
      while (line.length > 1 && !fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Pages in the making: the current page and the top of the free space on it. */
class Layout {
  y = 0;
  private readonly top: number;

  constructor(
    readonly pen: Pen,
    private readonly seller: string[],
  ) {
    this.top = 40 + seller.length * 11;
    this.addPage();
  }

  addPage() {
    this.pen.doc.addPage({ size: 'A4', margin: 0 });
    let y = 20;
    this.seller.forEach((line, i) => {
      const size = i === 0 ? 10.5 : 8.5;
      this.pen.text(MARGIN_X, y + this.pen.ascent(size), line, i === 0 ? 'bold' : 'regular', size);
      y += this.pen.lineHeight(size);
    });
    this.y = this.top;
  }

  /** True when `height` more fits on the page (a fresh page always takes at least a line). */
  fits(height: number) {
    return this.y + height <= BOTTOM || this.y === this.top;
  }

  /** A paragraph of text, breaking across pages between lines; margins above and below. */
  text(text: string, style: FontStyle, size: number, above: number, below: number) {
    this.y += above;
    const height = this.pen.lineHeight(size);
    for (const line of wrap(this.pen, text, style, size, CONTENT_WIDTH)) {
      if (!this.fits(height)) this.addPage();
      this.pen.text(MARGIN_X, this.y + this.pen.ascent(size), line, style, size);
      this.y += height;
    }
    this.y += below;
  }

  /** The page numbers, once the pages are known. */
  footers() {
    const { doc } = this.pen;
    const { start, count } = doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      doc.switchToPage(start + i);
      const label = pageLabel(i + 1, count);
      const x = PAGE_WIDTH - MARGIN_X - this.pen.width(label, 'regular', 8);
      this.pen.text(x, BOTTOM + 12 + this.pen.ascent(8), label, 'regular', 8);
    }
  }
}

interface TableRow {
  cells: string[];
  style: FontStyle;
  fill?: string;
}

const sum = (values: number[], which: (i: number) => boolean = () => true) =>
  values.reduce((total, v, i) => (which(i) ? total + v : total), 0);

/**
 * The columns' widths (text plus padding): each column that fits as wide as its widest line,
 * the 'wide' ones sharing what remains. When they do not all fit, each column gets at least its
 * longest word (at most a fair share of the width, a longer word is cut) and right-aligned
 * columns (amounts) their whole widest text, the rest of the width going in proportion to what
 * each lacks (text then wraps).
 */
function columnWidths(pen: Pen, columns: Column[], rows: TableRow[]): { widths: number[]; widest: number[] } {
  const widest = columns.map(() => 0);
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) {
      const w = pen.width(row.cells[i] ?? '', row.style, TEXT_SIZE);
      if (w > widest[i]) widest[i] = w;
    }
  }
  const pad = 2 * PAD_X;
  const max = widest.map((w) => w + pad);
  const fair = CONTENT_WIDTH / columns.length;
  const longestWord = (i: number) => {
    let longest = 0;
    for (const row of rows)
      for (const word of (row.cells[i] ?? '').split(/[ \n]/))
        longest = Math.max(longest, pen.width(word, row.style, TEXT_SIZE));
    return longest;
  };
  const wide = columns.map((c) => c.wide === true);
  const auto = (i: number) => !wide[i];
  const wideMin = columns.map((_, i) => (wide[i] ? Math.min(longestWord(i) + pad, fair) : 0));
  const wideCount = wide.filter(Boolean).length;
  if (sum(max, auto) + sum(wideMin) <= CONTENT_WIDTH) {
    const rest = wideCount ? (CONTENT_WIDTH - sum(max, auto)) / wideCount : 0;
    return { widest, widths: columns.map((_, i) => (wide[i] ? Math.max(wideMin[i], rest) : max[i])) };
  }
  const min = columns.map((c, i) =>
    c.align === 'right' ? max[i] : wide[i] ? wideMin[i] : Math.min(longestWord(i) + pad, fair),
  );
  const minTotal = sum(min);
  if (minTotal >= CONTENT_WIDTH) return { widest, widths: min.map((w) => (w * CONTENT_WIDTH) / minTotal) };
  const share = (CONTENT_WIDTH - minTotal) / (sum(max) - minTotal);
  return { widest, widths: min.map((w, i) => w + (max[i] - w) * share) };
}

/**
 * A table drawn row by row: a row moves whole to the next page when it does not fit (a row
 * taller than a page is split between its lines); the header row opens every page of the table.
 */
function drawTable(layout: Layout, columns: Column[], header: TableRow, rows: TableRow[]) {
  const { pen } = layout;
  const { doc } = pen;
  const { widths, widest } = columnWidths(pen, columns, [header, ...rows]);
  const lefts: number[] = [];
  let right = MARGIN_X;
  for (const w of widths) {
    lefts.push(right);
    right += w;
  }
  const height = layout.pen.lineHeight(TEXT_SIZE);

  /** Each cell's lines: the text as is when it fits (nearly always: every text of a column as wide as its widest), else wrapped. */
  const inner = widths.map((w) => w - 2 * PAD_X);
  const allFit = widest.map((w, i) => w <= (inner[i] ?? 0) + FIT_TOLERANCE);
  const cellLines = (row: TableRow) =>
    row.cells.map((text, i) =>
      !text.includes('\n') &&
      (allFit[i] || pen.width(text, row.style, TEXT_SIZE) <= (inner[i] ?? 0) + FIT_TOLERANCE)
        ? [text]
        : wrap(pen, text, row.style, TEXT_SIZE, inner[i] ?? 0),
    );
  const lineCount = (lines: string[][]) => Math.max(1, ...lines.map((c) => c.length));

  // The rules of a page's part of the table, stroked together when the part is closed.
  let segmentTop = 0;
  let rules: number[] = [];
  let rowsOnPage = 0;

  /** Draws lines `from` … `from + count - 1` of the row's cells, below a rule. */
  const drawRow = (row: TableRow, lines: string[][], from: number, count: number) => {
    const rowHeight = count * height + 2 * PAD_Y;
    if (row.fill) {
      doc.rect(MARGIN_X, layout.y, right - MARGIN_X, rowHeight).fill(row.fill);
      doc.fillColor('black');
    }
    rules.push(layout.y);
    const baseline = layout.y + PAD_Y + layout.pen.ascent(TEXT_SIZE);
    lines.forEach((cell, i) => {
      const left = lefts[i] ?? MARGIN_X;
      const alignRight = columns[i]?.align === 'right';
      for (let l = from; l < Math.min(cell.length, from + count); l++) {
        const text = cell[l];
        if (!text) continue;
        const x = alignRight
          ? left + (widths[i] ?? 0) - PAD_X - pen.width(text, row.style, TEXT_SIZE)
          : left + PAD_X;
        pen.text(x, baseline + (l - from) * height, text, row.style, TEXT_SIZE);
      }
    });
    layout.y += rowHeight;
  };

  const headerLines = cellLines(header);
  const headerCount = lineCount(headerLines);
  const openSegment = () => {
    segmentTop = layout.y;
    rules = [];
    rowsOnPage = 0;
    drawRow(header, headerLines, 0, headerCount);
  };
  const closeSegment = () => {
    rules.push(layout.y);
    for (const y of rules) doc.moveTo(MARGIN_X, y).lineTo(right, y);
    for (const x of [...lefts, right]) doc.moveTo(x, segmentTop).lineTo(x, layout.y);
    doc.lineWidth(RULE_WIDTH).strokeColor(RULE_COLOR).stroke();
  };
  const nextPage = () => {
    closeSegment();
    layout.addPage();
    openSegment();
  };

  // The header and the first row start on the same page.
  const firstLines = rows[0] ? cellLines(rows[0]) : [];
  if (!layout.fits((headerCount + lineCount(firstLines)) * height + 4 * PAD_Y)) layout.addPage();
  openSegment();
  rows.forEach((row, r) => {
    const lines = r === 0 ? firstLines : cellLines(row);
    const count = lineCount(lines);
    let from = 0;
    while (from < count) {
      const room = Math.floor((BOTTOM - layout.y - 2 * PAD_Y) / height);
      // The whole row (or its rest) here, else on the next page; a row taller than a page is
      // split, and a page with no row yet takes at least a line of it.
      if (room < count - from && rowsOnPage > 0) {
        nextPage();
        continue;
      }
      const here = Math.max(1, Math.min(count - from, room));
      drawRow(row, lines, from, here);
      rowsOnPage++;
      from += here;
      if (from < count) nextPage();
    }
  });
  closeSegment();
}

/** Label/value pairs without rules: the labels in bold as wide as the widest, the values wrapping. */
function drawFields(layout: Layout, rows: [string, string][]) {
  const { pen } = layout;
  const labelWidth = Math.min(
    CONTENT_WIDTH / 2,
    Math.max(0, ...rows.map(([label]) => pen.width(label, 'bold', TEXT_SIZE))) + 2 * PAD_X,
  );
  const height = layout.pen.lineHeight(TEXT_SIZE);
  for (const [labelText, valueText] of rows) {
    const label = wrap(pen, labelText, 'bold', TEXT_SIZE, labelWidth - PAD_X);
    const value = wrap(pen, valueText, 'regular', TEXT_SIZE, CONTENT_WIDTH - labelWidth - PAD_X);
    const count = Math.max(label.length, value.length);
    for (let l = 0; l < count; l++) {
      if (!layout.fits(height + 2 * PAD_Y)) layout.addPage();
      const baseline = layout.y + PAD_Y + layout.pen.ascent(TEXT_SIZE);
      pen.text(MARGIN_X, baseline, label[l] ?? '', 'bold', TEXT_SIZE);
      pen.text(MARGIN_X + labelWidth + PAD_X, baseline, value[l] ?? '', 'regular', TEXT_SIZE);
      layout.y += height;
    }
    layout.y += 2 * PAD_Y;
  }
  layout.y += 6;
}

/** The room a heading needs below it so that it never stands alone: the next block's first lines. */
const keepWithHeading = (pen: Pen) => 2 * (pen.lineHeight(TEXT_SIZE) + 2 * PAD_Y) + 4;

function block(layout: Layout, b: Block) {
  switch (b.kind) {
    case 'heading':
    case 'subheading': {
      const size = b.kind === 'heading' ? 12 : 10.5;
      const [above, below] = b.kind === 'heading' ? [10, 4] : [6, 3];
      if (!layout.fits(above + layout.pen.lineHeight(size) + below + keepWithHeading(layout.pen)))
        layout.addPage();
      return layout.text(b.text, 'bold', size, above, below);
    }
    case 'paragraph':
      return layout.text(b.text, 'regular', b.small ? 8.5 : 10, 2, 6);
    case 'fields':
      return drawFields(layout, b.rows);
    case 'table': {
      layout.y += 2;
      const row = (cells: string[], style: FontStyle): TableRow => ({
        cells: b.columns.map((_, i) => cells[i] ?? ''),
        style,
      });
      drawTable(
        layout,
        b.columns,
        {
          ...row(
            b.columns.map((c) => c.header),
            'bold',
          ),
          fill: HEADER_FILL,
        },
        [...b.rows.map((r) => row(r, 'regular')), ...(b.footer ?? []).map((r) => row(r, 'bold'))],
      );
      layout.y += 8;
      return;
    }
  }
}

/** Every text of the document through the one sanitizer, as the document's fonts can show it. */
export function pdfReady(doc: PrintedDocument, clean: (text: string) => string): PrintedDocument {
  const rows = (r: string[][]) => r.map((row) => row.map(clean));
  return {
    title: clean(doc.title),
    seller: doc.seller.map(clean),
    blocks: doc.blocks.map((b): Block => {
      switch (b.kind) {
        case 'fields':
          return {
            ...b,
            rows: b.rows.map(([label, value]): [string, string] => [clean(label), clean(value)]),
          };
        case 'table':
          return {
            ...b,
            columns: b.columns.map((c) => ({ ...c, header: clean(c.header) })),
            rows: rows(b.rows),
            ...(b.footer && { footer: rows(b.footer) }),
          };
        default:
          return { ...b, text: clean(b.text) };
      }
    }),
  };
}

export async function renderPdf(printed: PrintedDocument): Promise<Uint8Array> {
  const fonts = pdfFontsFor(printed);
  const doc = pdfReady(printed, fonts.text);
  const pen = new Pen(doc.title, fonts);
  const chunks: Buffer[] = [];
  pen.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pen.doc.on('end', resolve);
    pen.doc.on('error', reject);
  });
  const layout = new Layout(pen, doc.seller);
  layout.text(doc.title, 'bold', 15, 0, 8);
  for (const b of doc.blocks) block(layout, b);
  layout.footers();
  pen.doc.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
