import { renderPdf } from './render-pdf';

/**
 * The PDF worker pool's task (pdf-renderer.ts; piscina calls the default export): one document
 * to PDF bytes, so laying out a long statement never blocks the API's event loop.
 */
export default renderPdf;
