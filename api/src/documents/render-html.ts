import { escapeHtml } from '../text/sanitize';
import type { Block, PrintedDocument } from './document-model';

/** Paragraph text: escaped, line breaks kept. */
const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

const STYLE = `
  @page { size: A4; margin: 15mm; }
  body { font-family: Helvetica, Arial, sans-serif; font-size: 10pt; color: #111; margin: 2em auto; max-width: 190mm; }
  header.seller { border-bottom: 1px solid #999; padding-bottom: .4em; margin-bottom: 1em; font-size: 9pt; }
  header.seller p { margin: 0; }
  header.seller p:first-child { font-weight: bold; font-size: 11pt; }
  h1 { font-size: 15pt; margin: .2em 0 .6em; }
  h2 { font-size: 12pt; margin: 1.2em 0 .4em; border-bottom: 1px solid #ccc; }
  h3 { font-size: 10.5pt; margin: .8em 0 .3em; }
  table { border-collapse: collapse; width: 100%; margin: .3em 0 .8em; }
  th, td { border: 1px solid #bbb; padding: 2px 5px; vertical-align: top; text-align: left; }
  thead th { background: #eee; }
  .r { text-align: right; white-space: nowrap; }
  tfoot td { font-weight: bold; }
  table.fields { width: auto; }
  table.fields th { border: 0; background: none; padding-left: 0; font-weight: bold; white-space: nowrap; }
  table.fields td { border: 0; }
  p.small { font-size: 8.5pt; color: #333; }
  @media print { body { margin: 0; max-width: none; } thead { display: table-header-group; } }
`;

function block(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return `<h2>${escapeHtml(b.text)}</h2>`;
    case 'subheading':
      return `<h3>${escapeHtml(b.text)}</h3>`;
    case 'paragraph':
      return `<p${b.small ? ' class="small"' : ''}>${lines(b.text)}</p>`;
    case 'fields':
      return `<table class="fields"><tbody>${b.rows
        .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${lines(value)}</td></tr>`)
        .join('')}</tbody></table>`;
    case 'table': {
      const cls = (i: number) => (b.columns[i]?.align === 'right' ? ' class="r"' : '');
      const row = (cells: string[], tag: 'td' | 'th') =>
        `<tr>${cells.map((c, i) => `<${tag}${cls(i)}>${lines(c)}</${tag}>`).join('')}</tr>`;
      const head = `<thead><tr>${b.columns
        .map((c, i) => `<th scope="col"${cls(i)}>${escapeHtml(c.header)}</th>`)
        .join('')}</tr></thead>`;
      const body = `<tbody>${b.rows.map((r) => row(r, 'td')).join('')}</tbody>`;
      const foot = b.footer?.length ? `<tfoot>${b.footer.map((r) => row(r, 'td')).join('')}</tfoot>` : '';
      return `<table>${head}${body}${foot}</table>`;
    }
  }
}

/** The document as a standalone HTML page (inline style, printable on A4). */
export function renderHtml(doc: PrintedDocument): string {
  return [
    '<!doctype html>',
    '<html lang="it"><head><meta charset="utf-8">',
    `<title>${escapeHtml(doc.title)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<header class="seller">${doc.seller.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</header>`,
    `<main><h1>${escapeHtml(doc.title)}</h1>`,
    ...doc.blocks.map(block),
    '</main></body></html>',
  ].join('\n');
}
