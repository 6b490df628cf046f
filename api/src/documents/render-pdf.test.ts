import type { PrintedDocument } from './document-model';
import { pdfFontsFor } from './pdf-fonts';
import { pdfReady } from './render-pdf';

// The PDF's texts go through the one sanitizer (text/sanitize.ts) for the document's fonts: no
// control character, and only what the fonts can show.

const everywhere = (text: string): PrintedDocument => ({
  title: text,
  seller: [text],
  blocks: [
    { kind: 'heading', text },
    { kind: 'subheading', text },
    { kind: 'paragraph', text },
    { kind: 'fields', rows: [[text, text]] },
    { kind: 'table', columns: [{ header: text }], rows: [[text]], footer: [[text]] },
  ],
});

// JSON writes a control character as its escape.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /\\u00[01]|[\u0000-\u001f\u007f-\u009f]/;

describe('pdfReady', () => {
  it('an Italian document: Helvetica, every text through pdfText', () => {
    const doc = everywhere('Gita\u0001 a Bolzano\u202f– “Hotel” €\u0007');
    const fonts = pdfFontsFor(doc);
    expect(fonts.name).toBe('Helvetica');
    const all = JSON.stringify(pdfReady(doc, fonts.text));
    expect(all).not.toMatch(CONTROL);
    expect(all).not.toContain('\u202f');
    expect(all.split('Gita a Bolzano – “Hotel” €').length - 1).toBe(10);
  });

  it('one name in another alphabet anywhere: the whole document in Noto Sans, the letters kept', () => {
    const doc = everywhere('Gita\u0001 a Braşov, Москва, Αθήνα 日本\u0007');
    doc.blocks.push({ kind: 'paragraph', text: 'Gita a Firenze' });
    const fonts = pdfFontsFor(doc);
    expect(fonts.name).toBe('Noto Sans');
    const all = JSON.stringify(pdfReady(doc, fonts.text));
    expect(all).not.toMatch(CONTROL);
    expect(all.split('Gita a Braşov, Москва, Αθήνα \ufffd\ufffd').length - 1).toBe(10);
    expect(all).toContain('Gita a Firenze');
  });
});
