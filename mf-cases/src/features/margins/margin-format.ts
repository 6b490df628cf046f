/** '22,64%' (Italian decimals), '—' when there is no sale to divide by. */
export function formatPercent(p: number | null): string {
  if (p === null) return '—';
  return `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(p)}%`;
}
