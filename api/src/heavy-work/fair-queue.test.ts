import { queueOptionsSymbol } from 'piscina';
import { FairTaskQueue } from './fair-queue';

const task = (owner: string, n: number) =>
  ({ n, [queueOptionsSymbol]: { owner } }) as unknown as Parameters<FairTaskQueue['push']>[0];
const drain = (q: FairTaskQueue) => {
  const out: unknown[] = [];
  for (let t = q.shift(); t; t = q.shift()) out.push((t as unknown as { n: number }).n);
  return out;
};

describe('FairTaskQueue', () => {
  test("one user's many tasks do not stand in front of another user's one", () => {
    const q = new FairTaskQueue();
    for (let n = 1; n <= 5; n++) q.push(task('anna', n));
    q.push(task('bruno', 10));
    q.push(task('carla', 20));
    q.push(task('bruno', 11));
    expect(q.size).toBe(8);
    expect(drain(q)).toEqual([1, 10, 20, 2, 11, 3, 4, 5]);
    expect(q.size).toBe(0);
    expect(q.shift()).toBeNull();
  });

  test('a removed task (its client went away) is never served', () => {
    const q = new FairTaskQueue();
    const gone = task('anna', 2);
    q.push(task('anna', 1));
    q.push(gone);
    q.push(task('bruno', 10));
    q.remove(gone);
    q.remove(gone);
    expect(q.size).toBe(2);
    expect(drain(q)).toEqual([1, 10]);
  });

  test("a user's last removed task takes the user out of the turn", () => {
    const q = new FairTaskQueue();
    const only = task('anna', 1);
    q.push(only);
    q.push(task('bruno', 10));
    q.remove(only);
    q.push(task('anna', 2));
    expect(drain(q)).toEqual([10, 2]);
  });

  test('a task put back goes first again', () => {
    const q = new FairTaskQueue();
    q.push(task('anna', 1));
    q.push(task('bruno', 10));
    const first = q.shift();
    q.unshift(first as NonNullable<typeof first>);
    expect(drain(q)).toEqual([1, 10]);
  });
});
