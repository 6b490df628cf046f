import type { Block, PrintedDocument } from './document-model';

/**
 * A printed document's length in PDF pages, estimated from its model before any rendering
 * (render-pdf.ts lays out about 45 table rows on an A4 page under the seller's lines): the
 * estimate picks the worker lane (a short document never waits behind a long one) and refuses a
 * document over the ceiling at once, with the reason, instead of minutes of rendering.
 */
const LINES_PER_PAGE = 45;
/** Characters of a paragraph's line at the body's size across the page. */
const CHARS_PER_LINE = 100;

/** The longest PDF the product renders; longer documents are read as HTML or for a shorter period. */
export const PDF_MAX_PAGES = 400;
/** Up to this many pages a document is short: it goes to the short documents' worker. */
export const SHORT_PDF_PAGES = 4;

function lines(block: Block): number {
  switch (block.kind) {
    case 'heading':
    case 'subheading':
      return 2;
    case 'fields':
      return block.rows.length;
    case 'table':
      return 1 + block.rows.length + (block.footer?.length ?? 0);
    case 'paragraph':
      return block.text
        .split('\n')
        .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0);
  }
}

export function estimatedPages(doc: PrintedDocument): number {
  const total = 2 + doc.blocks.reduce((sum, b) => sum + lines(b), 0);
  return Math.max(1, Math.ceil(total / LINES_PER_PAGE));
}
