import { timeSliced } from './time-sliced';

/** Busy for `ms` milliseconds: a row that takes long to make. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // making the row
  }
}

function* slowRows(n: number) {
  for (let i = 0; i < n; i++) {
    busy(1);
    yield i;
  }
}

test('other work gets a turn while the rows are made, not only when they are done', async () => {
  let turnAt = -1;
  let made = 0;
  setImmediate(() => {
    turnAt = made;
  });
  for await (const _ of timeSliced(slowRows(100))) made++;
  expect(made).toBe(100);
  expect(turnAt).toBeGreaterThanOrEqual(0);
  expect(turnAt).toBeLessThan(20);
});

test('every row comes through, in order', async () => {
  const rows: number[] = [];
  for await (const row of timeSliced(slowRows(30))) rows.push(row);
  expect(rows).toEqual(Array.from({ length: 30 }, (_, i) => i));
});
