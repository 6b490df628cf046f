import { addDays, italianMonth } from '@ham/contracts';

export interface Month {
  /** 'YYYY-MM'. */
  value: string;
  /** 'dicembre 2026'. */
  label: string;
  /** First and last day. */
  from: string;
  to: string;
}

/** docs/product/agency-portal.md#availability-search: the month selector offers `count` months from the one of `today` ('YYYY-MM-DD'). */
export function monthsFrom(today: string, count = 12): Month[] {
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const out: Month[] = [];
  for (let i = 0; i < count; i++) {
    const value = `${y}-${String(m).padStart(2, '0')}`;
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    out.push({
      value,
      label: italianMonth(value),
      from: `${value}-01`,
      to: addDays(next, -1),
    });
    if (m === 12) {
      y++;
      m = 1;
    } else m++;
  }
  return out;
}
