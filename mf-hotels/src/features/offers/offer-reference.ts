import type { GuestType, StaticData } from '@ham/contracts';

export function accomodationName(reference: StaticData, id: string): string {
  return reference.accomodationTypes.find((a) => a.id === id)?.name ?? id;
}

export function findGuestType(reference: StaticData, id: string | undefined): GuestType | undefined {
  return reference.guestTypes.find((g) => g.id === id);
}
