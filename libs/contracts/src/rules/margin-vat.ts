/**
 * Margin VAT of a travel agency under the special regime (art. 74-ter DPR 633/72), pure and in
 * integer euro cents. An aid to the accountant, not a tax return:
 * - the VAT period is a month or a quarter;
 * - margin of the period = the period's sales − the period's costs;
 * - a negative margin is carried into the next period of the same calendar year (it lowers
 *   that period's margin); a loss left in the year's last period is not carried into the next year;
 * - the VAT is extracted from the positive margin (the margin includes it):
 *   VAT = margin × rate / (100 + rate), rounded to the nearest cent, halves up
 *   (22%: round(margin × 22 / 122)).
 */

export type VatPeriodKind = 'month' | 'quarter';

export interface VatPeriodRef {
  year: number;
  /** 1–12 for a month, 1–4 for a quarter. */
  index: number;
}

export interface VatPeriodInput extends VatPeriodRef {
  sales: number;
  costs: number;
}

export interface VatPeriodRow extends VatPeriodInput {
  /** 'YYYY-MM' or 'YYYY-Tn'. */
  key: string;
  /** First and last day of the period. */
  begin: string;
  end: string;
  /** sales − costs. */
  margin: number;
  /** The loss carried in from the previous period of the same year (≥ 0). */
  carriedIn: number;
  /** The margin VAT is extracted from: max(0, margin − carriedIn). */
  taxableMargin: number;
  /** The loss carried to the next period (≥ 0); 0 in the year's last period. */
  carriedOut: number;
  /** A loss of the year's last period, not carried into the next year (≥ 0). */
  lostAtYearEnd: number;
  vat: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const periodsPerYear = (kind: VatPeriodKind) => (kind === 'month' ? 12 : 4);

/** The period of a date ('YYYY-MM-DD'). */
export function vatPeriodOf(date: string, kind: VatPeriodKind): VatPeriodRef {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return { year, index: kind === 'month' ? month : Math.ceil(month / 3) };
}

/** Key, first and last day of a period. */
export function vatPeriodBounds(
  p: VatPeriodRef,
  kind: VatPeriodKind,
): { key: string; begin: string; end: string } {
  const firstMonth = kind === 'month' ? p.index : (p.index - 1) * 3 + 1;
  const lastMonth = kind === 'month' ? p.index : firstMonth + 2;
  return {
    key: kind === 'month' ? `${p.year}-${pad(p.index)}` : `${p.year}-T${p.index}`,
    begin: `${p.year}-${pad(firstMonth)}-01`,
    end: `${p.year}-${pad(lastMonth)}-${pad(lastDayOfMonth(p.year, lastMonth))}`,
  };
}

/** Every period from the one holding `from` to the one holding `to`, in order. */
export function vatPeriodsBetween(from: string, to: string, kind: VatPeriodKind): VatPeriodRef[] {
  const out: VatPeriodRef[] = [];
  let p = vatPeriodOf(from, kind);
  const last = vatPeriodOf(to, kind);
  while (p.year < last.year || (p.year === last.year && p.index <= last.index)) {
    out.push(p);
    p =
      p.index === periodsPerYear(kind)
        ? { year: p.year + 1, index: 1 }
        : { year: p.year, index: p.index + 1 };
  }
  return out;
}

/** VAT contained in an amount that includes it: round(amount × rate / (100 + rate)), halves up, integer arithmetic. */
export function vatIncluded(amount: number, ratePercent: number): number {
  if (amount <= 0) return 0;
  const den = 100 + ratePercent;
  return Math.floor((2 * amount * ratePercent + den) / (2 * den));
}

/**
 * The margin VAT of consecutive periods (give every period, the empty ones with 0 sales and
 * costs: a loss is carried only into the period that follows it in the same year).
 */
export function marginVat(
  periods: readonly VatPeriodInput[],
  kind: VatPeriodKind,
  ratePercent: number,
): VatPeriodRow[] {
  const rows: VatPeriodRow[] = [];
  let carry = 0;
  let carryYear: number | null = null;
  let prev: VatPeriodRef | null = null;
  for (const p of periods) {
    const follows =
      prev !== null && prev.year === p.year && p.index === prev.index + 1 && carryYear === p.year;
    const carriedIn = follows ? carry : 0;
    const margin = p.sales - p.costs;
    const base = margin - carriedIn;
    const lastOfYear = p.index === periodsPerYear(kind);
    const loss = base < 0 ? -base : 0;
    rows.push({
      ...p,
      ...vatPeriodBounds(p, kind),
      margin,
      carriedIn,
      taxableMargin: Math.max(0, base),
      carriedOut: lastOfYear ? 0 : loss,
      lostAtYearEnd: lastOfYear ? loss : 0,
      vat: vatIncluded(Math.max(0, base), ratePercent),
    });
    carry = lastOfYear ? 0 : loss;
    carryYear = p.year;
    prev = p;
  }
  return rows;
}
