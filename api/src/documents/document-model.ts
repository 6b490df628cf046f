/**
 * One model per printed document (docs/product/documents.md: HTML and PDF with the same content): the
 * confirmation, voucher and invoice builders produce a `PrintedDocument`, and two renderers
 * turn it into HTML (render-html.ts) and into a PDF (render-pdf.ts). Every text is already
 * formatted (Italian money and dates), so both renderers only lay it out.
 */
export interface PrintedDocument {
  /** The file's title and the page's h1, e.g. 'Conferma pratica n. 12'. */
  title: string;
  /** The seller's lines ('Dati azienda'), at the head of every PDF page and of the HTML page. */
  seller: string[];
  blocks: Block[];
}

export interface Column {
  header: string;
  align?: 'left' | 'right';
  /** 'wide' takes the remaining width (descriptions); the others fit their content. */
  wide?: boolean;
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  /** Label/value pairs, e.g. 'Periodo' → 'dal 01/07/2026 al 05/07/2026'. */
  | { kind: 'fields'; rows: [label: string, value: string][] }
  /** A table that breaks across pages repeating its header; `footer` rows are bold. */
  | { kind: 'table'; columns: Column[]; rows: string[][]; footer?: string[][] }
  /** A paragraph; line breaks are kept (rooming list, notes). */
  | { kind: 'paragraph'; text: string; small?: boolean };

/** The page number line of the PDF (the HTML has a single page). */
export const pageLabel = (page: number, pages: number) => `Pagina ${page} di ${pages}`;
