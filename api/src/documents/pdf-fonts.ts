import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { needsUnicodeFont, pdfText, pdfUnicodeText } from '../text/sanitize';
import type { PrintedDocument } from './document-model';

export type FontStyle = 'regular' | 'bold';

/**
 * The fonts a PDF is written in, with what the layout needs of them: the pdfkit font (a
 * standard font's name or a font file's bytes), the ascender and descender per 1000 units of the
 * size, and the sanitizer of every text for them.
 */
export type PdfFonts = {
  readonly name: string;
  readonly files: Readonly<Record<FontStyle, string | Buffer>>;
  readonly ascender: number;
  readonly descender: number;
  readonly text: (text: string) => string;
};

/** The PDF standard Helvetica: nothing embedded, WinAnsi (Italian letters, €, quotes and dashes). */
const standard: PdfFonts = {
  name: 'Helvetica',
  files: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  ascender: 718,
  descender: -207,
  text: pdfText,
};

const require = createRequire(import.meta.url);
const notoFile = (style: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`));

let noto: PdfFonts | undefined;

/**
 * Noto Sans (Latin, Greek, Cyrillic, Vietnamese), embedded and subsetted by pdfkit: read once
 * per process (the files never change), its coverage from the regular face's character map.
 */
function notoSans(): PdfFonts {
  if (!noto) {
    const regular = notoFile('400Regular');
    const bold = notoFile('700Bold');
    const face = fontkit.create(regular) as fontkit.Font;
    const covers = (cp: number) => face.hasGlyphForCodePoint(cp);
    noto = {
      name: 'Noto Sans',
      files: { regular, bold },
      ascender: (face.ascent * 1000) / face.unitsPerEm,
      descender: (face.descent * 1000) / face.unitsPerEm,
      text: (text) => pdfUnicodeText(text, covers),
    };
  }
  return noto;
}

function* texts(doc: PrintedDocument): Generator<string> {
  yield doc.title;
  yield* doc.seller;
  for (const b of doc.blocks) {
    switch (b.kind) {
      case 'fields':
        for (const [label, value] of b.rows) yield* [label, value];
        break;
      case 'table':
        for (const c of b.columns) yield c.header;
        for (const row of [...b.rows, ...(b.footer ?? [])]) yield* row;
        break;
      default:
        yield b.text;
    }
  }
}

/**
 * The fonts of a document, one set for the whole of it: Helvetica when every text is in its
 * characters (nearly every document: fast and small), else Noto Sans, so that names in
 * Cyrillic or Greek print as the HTML shows them; what Noto Sans lacks (CJK, emoji) prints as '�'.
 */
export function pdfFontsFor(doc: PrintedDocument): PdfFonts {
  for (const text of texts(doc)) if (needsUnicodeFont(text)) return notoSans();
  return standard;
}
