import { defaultStayFreebies, nightServiceClasses, type StayMoneyInput } from '@ham/contracts';
import { useMemo, useState } from 'react';

/** The offer's freebie rule: one guest free every `every`, in `accomodationId`. */
export type FreebieRule = { every: number; accomodationId: string } | null;
export type FreebieField = 'count' | 'value';

type Freebies = { freebiesCount: Record<string, number>; freebiesValue: Record<string, number> };
/** The freebie fields the user has set, by service class (null: emptied, counts as 0); the others are computed. */
export type FreebieOverrides = Record<FreebieField, Record<string, number | null>>;

export type FreebiesInput = Omit<StayMoneyInput, 'freebiesCount' | 'freebiesValue'>;

const mapOf: Record<FreebieField, keyof Freebies> = { count: 'freebiesCount', value: 'freebiesValue' };

/**
 * The freebies a field shows while the user has not set it: `defaultStayFreebies` of the
 * current stay; where the user has set the count, the value follows that count (each free
 * guest valued at the freebie accommodation's price of the class's nights).
 */
export function computedFreebies(
  input: FreebiesInput,
  rule: FreebieRule,
  counts: Record<string, number | null>,
): Freebies {
  const defaults = defaultStayFreebies(input, rule);
  if (!rule || Object.keys(counts).length === 0) return defaults;
  // A group of exactly `every` guests has one free guest: its value is the value of one.
  const one = defaultStayFreebies({ ...input, guests: { [rule.accomodationId]: rule.every } }, rule);
  const freebiesValue = { ...defaults.freebiesValue };
  for (const [sc, n] of Object.entries(counts)) freebiesValue[sc] = (n ?? 0) * (one.freebiesValue[sc] ?? 0);
  return { freebiesCount: defaults.freebiesCount, freebiesValue };
}

/**
 * Saved freebies of an existing stay count as set by the user unless they equal the computed
 * value (field by field): what the staff typed survives opening the stay again.
 */
export function savedFreebieOverrides(
  saved: Freebies,
  input: FreebiesInput,
  rule: FreebieRule,
): FreebieOverrides {
  const differing = (values: Record<string, number>, computed: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).filter(([sc, n]) => n !== (computed[sc] ?? 0)));
  const count = differing(saved.freebiesCount, defaultStayFreebies(input, rule).freebiesCount);
  const value = differing(saved.freebiesValue, computedFreebies(input, rule, count).freebiesValue);
  return { count, value };
}

/**
 * Freebies count and value per service class of the stay being edited (docs/product/prices-and-freebies.md): each
 * field follows `computedFreebies` of the current guests, conditions and prices until the user
 * edits it; `reset` goes back to the computed values. Only the classes of the stay's nights are kept.
 */
export function useStayFreebies(input: FreebiesInput, rule: FreebieRule, initial: Freebies) {
  const { begin, end, conditions, guests, prices, priceRows, guestType } = input;
  const [overrides, setOverrides] = useState<FreebieOverrides>(() =>
    savedFreebieOverrides(initial, input, rule),
  );
  // The fields whose text is refused as typed ('-1', '6O'), keyed 'freebiesCount.hb': the last value stands.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const computed = useMemo(
    () =>
      computedFreebies(
        { begin, end, conditions, guests, prices, priceRows, guestType },
        rule,
        overrides.count,
      ),
    [begin, end, conditions, guests, prices, priceRows, guestType, rule, overrides.count],
  );
  const effective = useMemo(() => {
    const classes = new Set(nightServiceClasses(begin, end, conditions).map((n) => n.serviceClassId));
    const of = (field: FreebieField): Record<string, number> =>
      Object.fromEntries(
        [...classes].flatMap((sc) => {
          const v = sc in overrides[field] ? (overrides[field][sc] ?? 0) : computed[mapOf[field]][sc];
          return v === undefined ? [] : [[sc, v]];
        }),
      );
    return { freebiesCount: of('count'), freebiesValue: of('value') };
  }, [begin, end, conditions, overrides, computed]);

  return {
    ...effective,
    /** Whether the user has set this field (it no longer follows the computed value). */
    edited: (field: FreebieField, sc: string) => sc in overrides[field],
    /** What the field shows: null while the user has emptied it (a computed count shows 0, a value nothing). */
    shown: (field: FreebieField, sc: string): number | null =>
      sc in overrides[field]
        ? (overrides[field][sc] ?? null)
        : (effective[mapOf[field]][sc] ?? (field === 'count' ? 0 : null)),
    /** The messages of the fields whose text is refused, keyed as the API's field paths. */
    problems,
    /** The user typed in a field: a value, null when emptied, or a refused text with its message. */
    set: (field: FreebieField, sc: string, typed: { value: number | null } | { problem: string }) => {
      const key = `${mapOf[field]}.${sc}`;
      setProblems(({ [key]: _, ...rest }) => ('problem' in typed ? { ...rest, [key]: typed.problem } : rest));
      if ('value' in typed) setOverrides((o) => ({ ...o, [field]: { ...o[field], [sc]: typed.value } }));
    },
    reset: () => {
      setOverrides({ count: {}, value: {} });
      setProblems({});
    },
  };
}
