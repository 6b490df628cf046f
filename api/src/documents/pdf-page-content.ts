/**
 * A page's drawing operators written to pdfkit in one piece. pdfkit turns every operator it writes
 * into a Buffer of its own (`Buffer.from(operator + '\n')`): a statement page of 50 rows is some
 * 2,500 of them, and their allocation and copying were a tenth of the PDF's time. Here the texts
 * of a page wait in an array and reach pdfkit joined, when something else than text comes (an
 * image's bytes) and when the page ends; the stream's bytes are the same
 * (pdf-page-content.test.ts).
 */

/** What a page's content stream (pdfkit's PDFReference) has that this module uses. */
interface ContentStream {
  write(chunk: string | Uint8Array): void;
  end(chunk?: string | Uint8Array): void;
}

const batched = new WeakSet<object>();

/** Makes `stream` (a pdfkit page's `content`, once) take its texts in one piece per page. */
export function batchPageContent(stream: unknown): void {
  if (!isContentStream(stream) || batched.has(stream)) return;
  const write = stream.write.bind(stream);
  const end = stream.end.bind(stream);
  const pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    // pdfkit ends each text with a line feed: joined by one, the last one added by `write`.
    write(pending.join('\n'));
    pending.length = 0;
  };
  stream.write = (chunk) => {
    if (typeof chunk === 'string') {
      pending.push(chunk);
      return;
    }
    flush();
    write(chunk);
  };
  stream.end = (chunk) => {
    if (chunk !== undefined) stream.write(chunk);
    flush();
    end();
  };
  batched.add(stream);
}

function isContentStream(stream: unknown): stream is ContentStream {
  return (
    typeof stream === 'object' &&
    stream !== null &&
    typeof (stream as ContentStream).write === 'function' &&
    typeof (stream as ContentStream).end === 'function'
  );
}
