import type { StaticData } from '@ham/contracts';

/** Names of the reference lists (GET /static) as the agency screens show them. */

export const guestTypeName = (reference: StaticData, id: string) =>
  reference.guestTypes.find((g) => g.id === id)?.name ?? id;

export const accomodationName = (reference: StaticData, id: string) =>
  reference.accomodationTypes.find((a) => a.id === id)?.name ?? id;

/** 'HB - Mezza pensione'. */
export function serviceClassLabel(reference: StaticData, id: string): string {
  const sc = reference.serviceClasses.find((s) => s.id === id);
  return sc ? `${sc.abbr.toUpperCase()} - ${sc.description}` : id.toUpperCase();
}

/** 'Gratuità: 1 ogni 25 (Multipla)'; 'Nessuna' without a rule. */
export function freebieText(freebie: { every: number; accomodation: string } | null): string {
  return freebie ? `1 ogni ${freebie.every} (${freebie.accomodation})` : 'Nessuna';
}

export const guestTypeOptions = (reference: StaticData) =>
  reference.guestTypes.map((g) => ({ value: g.id, label: g.name }));

export const serviceClassOptions = (reference: StaticData) =>
  reference.serviceClasses.map((s) => ({ value: s.id, label: serviceClassLabel(reference, s.id) }));
