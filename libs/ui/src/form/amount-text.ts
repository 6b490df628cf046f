// What an amount field may hold while the user types, and how it shows an amount once left.

const grouped = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/**
 * The typed text reduced to what an euro amount can hold: digits, dots grouping thousands,
 * one comma with at most two decimals, and a leading minus only when `negative` is allowed.
 * Anything else (letters, a second comma, '€') is dropped as it is typed.
 */
export function keepAmountChars(text: string, { negative = false }: { negative?: boolean } = {}): string {
  const minus = negative && text.trimStart().startsWith('-') ? '-' : '';
  const kept = text.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  if (comma === -1) return minus + kept;
  const decimals = kept
    .slice(comma + 1)
    .replace(/[^\d]/g, '')
    .slice(0, 2);
  return `${minus}${kept.slice(0, comma)},${decimals}`;
}

/** 123450 → '1.234,50': how an amount field shows its value once the user leaves it; '' for none. */
export function amountToText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return grouped.format(cents / 100);
}
