/** Milliseconds of row-making the event loop gives an export before other requests get a turn. */
const SLICE_MS = 4;

/**
 * The rows, with a turn for the event loop every SLICE_MS of work: making the rows (the grid's
 * days of 50 hotels, a page of the database's answer) stays on the main thread, and async
 * generators chain through microtasks, which never let another request in on their own.
 */
export async function* timeSliced<T>(rows: AsyncIterable<T> | Iterable<T>): AsyncGenerator<T> {
  let since = performance.now();
  for await (const row of rows) {
    yield row;
    if (performance.now() - since >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}
