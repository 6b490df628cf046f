import { messages } from './messages';

/**
 * What a user typed in a number or amount field, read whole: the text is a value, or it is
 * refused with the field's message. A text that reads only in part ('6O,5a', '-1e2+5') is
 * never taken for what its digits say; a minus where the field holds values ≥ 0 is refused.
 */
export type TypedValue = { value: number | null } | { error: string };

const GROUPED = String.raw`(?:\d{1,3}(?:\.\d{3})+|\d+)`;
const ITALIAN_AMOUNT = new RegExp(`^${GROUPED}(?:,\\d{0,2})?$`);
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;
/** Spaces a user may type or paste around and inside an amount, and the euro sign. */
const AMOUNT_NOISE = /[\s\u00a0\u202f€]/g;

/**
 * Euro typed the Italian way → integer cents: '1.234,56', '1234,5', '12.50' (a lone dot with
 * 1–2 decimals is a decimal point), '€ 99'; '-3,00' only where `negative` is allowed.
 * Empty is `{ value: null }`.
 */
export function readAmountText(text: string, { negative = false }: { negative?: boolean } = {}): TypedValue {
  let s = text.replace(AMOUNT_NOISE, '');
  if (s === '') return { value: null };
  const minus = s.startsWith('-');
  if (minus) s = s.slice(1);
  let units: string;
  let decimals: string;
  if (ITALIAN_AMOUNT.test(s)) {
    const [int, frac = ''] = s.split(',');
    units = int.replace(/\./g, '');
    decimals = frac;
  } else if (DOT_DECIMAL.test(s)) {
    [units, decimals] = s.split('.');
  } else {
    return { error: messages.invalidAmount };
  }
  if (minus && !negative) return { error: messages.notNegative };
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { error: messages.invalidAmount };
  return { value: minus ? -cents : cents };
}

export type NumberTextOptions = {
  /** The smallest value the field takes: below 0 a minus may be typed. */
  min?: number;
  /** Whether decimals may be typed ('1,25' or '1.25'); otherwise whole numbers only. */
  decimals?: boolean;
};

/** The message of a text that is not a number the field can hold. */
export function numberTextMessage({ min, decimals = false }: NumberTextOptions): string {
  if (decimals) return messages.numberText;
  return min !== undefined && min >= 0 ? messages.wholeNumberText : messages.integerText;
}

/**
 * A number typed in a field: digits, a minus only where `min` is below 0, and a decimal comma
 * (or dot) only where `decimals` are allowed; nothing else (no exponent, no grouping, no
 * letters). Empty is `{ value: null }`; the bounds beyond the sign are the schema's.
 */
export function readNumberText(text: string, options: NumberTextOptions = {}): TypedValue {
  const s = text.trim();
  if (s === '') return { value: null };
  const pattern = options.decimals ? /^-?\d+(?:[.,]\d+)?$/ : /^-?\d+$/;
  if (!pattern.test(s)) return { error: numberTextMessage(options) };
  const value = Number(s.replace(',', '.'));
  if (!Number.isFinite(value)) return { error: numberTextMessage(options) };
  // Only a field that goes below 0 takes a minus.
  if (value < 0 && options.min !== undefined && options.min >= 0)
    return { error: numberTextMessage(options) };
  return { value: value === 0 ? 0 : value };
}
