/**
 * Pure checks of Italian (and EU) identifiers, shared by the API and the forms so both
 * apply the same rules. Each takes the value as typed (already trimmed) and answers
 * true or false; the schemas attach the Italian messages.
 */

/** Partita IVA: 11 digits, the last a Luhn-like check digit (DPR 633/72, art. 35). */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(10) - 48;
}

// Values of the characters in odd (1st, 3rd, ...) positions of a codice fiscale, digits and letters alike.
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
/** Letters a digit may be replaced with in homocodic codes (omocodia): L=0, M=1, ... V=9. */
const CF_OMOCODIA = 'LMNPQRSTUV';

const cfValue = (ch: string, odd: boolean): number => {
  const isDigit = ch >= '0' && ch <= '9';
  const index = isDigit ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 65;
  return odd ? CF_ODD[index] : index;
};

/**
 * Codice fiscale: 16 characters of a person (surname, name, birth date and place, check
 * letter; digits may be replaced by letters for homocodic codes), or the 11 digits of a
 * company (the same rule as the partita IVA). Case-insensitive.
 */
export function isValidCodiceFiscale(value: string): boolean {
  const code = value.toUpperCase();
  if (/^\d{11}$/.test(code)) return isValidPartitaIva(code);
  const digitOrLetter = `[0-9${CF_OMOCODIA}]`;
  const shape = new RegExp(
    `^[A-Z]{6}${digitOrLetter}{2}[ABCDEHLMPRST]${digitOrLetter}{2}[A-Z]${digitOrLetter}{3}[A-Z]$`,
  );
  if (!shape.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += cfValue(code[i], i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

/** CAP (Italian postal code): 5 digits. */
export function isValidCap(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** Codice destinatario SdI: 7 letters or digits (6 for public administrations). Case-insensitive. */
export function isValidSdiCode(value: string): boolean {
  return /^[A-Za-z0-9]{6,7}$/.test(value);
}

/** Italian province code (sigla), e.g. 'BO'. */
export function isValidProvince(value: string): boolean {
  return /^[A-Za-z]{2}$/.test(value);
}

/** IBAN lengths of the countries an Italian company is likely to bank in; others: 15 to 34 characters. */
const IBAN_LENGTHS: Record<string, number> = {
  IT: 27,
  SM: 27,
  VA: 22,
  DE: 22,
  FR: 27,
  ES: 24,
  AT: 20,
  CH: 21,
  BE: 16,
  NL: 18,
  LU: 20,
  GB: 22,
  IE: 22,
  PT: 25,
  SI: 19,
  HR: 21,
  MT: 31,
  MC: 27,
};

/**
 * IBAN (ISO 13616): country code, two check digits and the account, with the mod-97
 * checksum; spaces are ignored and letters may be lower-case.
 */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    remainder = (n > 9 ? remainder * 100 + n : remainder * 10 + n) % 97;
  }
  return remainder === 1;
}

/** An IBAN as stored: without spaces, upper-case. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();
