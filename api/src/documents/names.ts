import type { MealCode } from '@ham/contracts';

/** The reference names a document prints (from the reference tables; no I/O here). */
export interface DocumentNames {
  accomodations: Partial<Record<string, string>>;
  serviceClasses: Partial<Record<string, string>>;
}

/** Meal items in words, Italian and English (the voucher is bilingual). */
export const mealItemWords: Record<MealCode, { it: string; en: string }> = {
  b: { it: 'colazione', en: 'breakfast' },
  l: { it: 'pranzo', en: 'lunch' },
  d: { it: 'cena', en: 'dinner' },
  n: { it: 'pernottamento', en: 'overnight' },
};
export const serviceClassEnglish: Partial<Record<string, string>> = {
  bb: 'Bed and breakfast',
  hb: 'Half board',
  fb: 'Full board',
};

/** 'Mezza pensione: colazione, pernottamento' (a day of the stay's grid in words). */
export function dayInWords(
  day: { serviceClassId: string; items: readonly MealCode[] },
  names: DocumentNames,
  lang: 'it' | 'en' = 'it',
): string {
  const order: MealCode[] = ['b', 'l', 'd', 'n'];
  const items = order.filter((c) => day.items.includes(c)).map((c) => mealItemWords[c][lang]);
  const cls =
    lang === 'it'
      ? (names.serviceClasses[day.serviceClassId] ?? day.serviceClassId)
      : (serviceClassEnglish[day.serviceClassId] ?? day.serviceClassId);
  return `${cls}: ${items.length ? items.join(', ') : lang === 'it' ? 'nessun servizio' : 'no service'}`;
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
