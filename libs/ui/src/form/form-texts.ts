/**
 * A record's nullable texts as form fields: `null` (or missing) becomes `''`, so inputs stay
 * controlled; the schemas turn empty texts back into `null` on save.
 */
export function formTexts<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
  // NoInfer: the keys are the ones listed, not the ones a contextual return type (a form's values) names.
): { [P in NoInfer<K>]: Exclude<T[P], null | undefined> | '' } {
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? ''])) as {
    [P in K]: Exclude<T[P], null | undefined> | '';
  };
}

/**
 * The text fields of an address and its contacts (`addressContactWrite` of libs/contracts, but
 * the country), for `formTexts`: `formTexts(record, ['name', ...addressContactTexts])`.
 */
export const addressContactTexts = ['address', 'postalCode', 'city', 'phone', 'fax', 'email'] as const;

/** An empty address and contacts (`addressContactWrite`), for a form's default values. */
export const emptyAddressContact = {
  address: '',
  postalCode: '',
  city: '',
  countryId: '',
  phone: '',
  fax: '',
  email: '',
};
