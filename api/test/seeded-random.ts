/**
 * A small seeded generator (mulberry32) for generated test data: the same data on every run.
 * `r(min, max)` is an integer of min .. max, both included.
 */
export function seededRandom(seed: number): (min: number, max: number) => number {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return (min, max) => min + Math.floor(next() * (max - min + 1));
}
