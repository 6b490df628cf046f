// How an amount field shows an amount once the user leaves it.

const grouped = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** 123450 → '1.234,50': how an amount field shows its value once the user leaves it; '' for none. */
export function amountToText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return grouped.format(cents / 100);
}
