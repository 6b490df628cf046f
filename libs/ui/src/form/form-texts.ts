/**
 * A record's nullable texts as form fields: `null` (or missing) becomes `''`, so inputs stay
 * controlled; the schemas turn empty texts back into `null` on save.
 */
export function formTexts<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): { [P in K]: Exclude<T[P], null | undefined> | '' } {
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? ''])) as {
    [P in K]: Exclude<T[P], null | undefined> | '';
  };
}
