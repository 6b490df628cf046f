import type { PrintedDocument } from './document-model';
import { pdfReady } from './render-pdf';

// The PDF's texts go through the one sanitizer (text/sanitize.ts, pdfText): no control
// character, and only what the standard fonts can show.

const dirty = 'Gita\u0001 a Braşov\u202f– “Hotel” €\u0007';

describe('pdfReady', () => {
  it('passes every text of the document through pdfText', () => {
    const doc: PrintedDocument = {
      title: dirty,
      seller: [dirty],
      blocks: [
        { kind: 'heading', text: dirty },
        { kind: 'subheading', text: dirty },
        { kind: 'paragraph', text: dirty },
        { kind: 'fields', rows: [[dirty, dirty]] },
        { kind: 'table', columns: [{ header: dirty }], rows: [[dirty]], footer: [[dirty]] },
      ],
    };
    const all = JSON.stringify(pdfReady(doc));
    // JSON writes a control character as its escape.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    expect(all).not.toMatch(/\\u00[01]|[\u0000-\u001f\u007f-\u009f]|ş|\u202f/);
    expect(all).toContain('Gita a Brasov – “Hotel” €');
    expect(all.split('Gita a Brasov').length - 1).toBe(10);
  });
});
