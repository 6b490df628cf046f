import { createRequire } from 'node:module';
import type { PrintedDocument } from './document-model';
import { pdfDefinition } from './render-pdf';

/**
 * Renders one document to PDF bytes with pdfmake. Runs in the PDF worker pool (pdf-renderer.ts),
 * so laying out a long statement never blocks the API's event loop; also callable inline.
 */
const require = createRequire(import.meta.url);
const STANDARD_FONTS = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'];

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

let pdfmake: PdfMake | undefined;
function engine(): PdfMake {
  if (!pdfmake) {
    pdfmake = require('pdfmake') as PdfMake;
    pdfmake.setFonts({
      Helvetica: {
        normal: 'Helvetica',
        bold: 'Helvetica-Bold',
        italics: 'Helvetica-Oblique',
        bolditalics: 'Helvetica-BoldOblique',
      },
    });
    // Documents carry no images or links to fetch: nothing outside but the standard font metrics.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.includes(path));
  }
  return pdfmake;
}

export async function renderPdf(doc: PrintedDocument): Promise<Uint8Array> {
  const buffer = await engine().createPdf(pdfDefinition(doc)).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The pool's task (piscina calls the default export). */
export default renderPdf;
