import { addDays, type QuoteRequest, type StaticData, todayInRome } from '@ham/contracts';
import {
  checkAlternativePeriod,
  type OfferWriteInput,
  offerAlternativeFields,
  offerWrite,
  type QuoteOffer,
} from '@ham/contracts/offers';
import { z } from 'zod';

/** The form of an offer: the contract's, with the hotel as its select's text. */
export const offerForm = offerWrite.extend({
  alternatives: z
    .array(
      z
        .object({ ...offerAlternativeFields, hotelId: z.string().min(1, 'Scegliere un hotel') })
        .superRefine(checkAlternativePeriod),
    )
    .min(1)
    .max(5),
});
export type OfferFormInput = z.input<typeof offerForm>;
export type OfferFormValues = z.output<typeof offerForm>;

/** A new alternative: the request's hotel, period, board and group in the base accommodation. */
export function newAlternative(
  r: QuoteRequest,
  reference: StaticData,
): OfferFormInput['alternatives'][number] {
  const base = reference.guestTypes.find((g) => g.id === r.guestType.id)?.baseAccomodationId ?? '';
  return {
    hotelId: r.hotel ? String(r.hotel.id) : '',
    begin: r.begin,
    end: r.end,
    serviceClassId: r.serviceClassId,
    rooms: [{ accomodationId: base, guests: r.guestCount, unitPrice: null }],
    included: [],
    total: null,
  };
}

/**
 * What the form starts from: the draft; else a copy of the last offer sent (a new version of it);
 * else one alternative from the request, valid for a week.
 */
export function offerToForm(
  r: QuoteRequest,
  offers: QuoteOffer[],
  reference: StaticData,
): { values: OfferFormInput; version: number } {
  const draft = offers.find((o) => o.status === 'draft');
  const from = draft ?? offers[0];
  if (!from)
    return {
      values: {
        validUntil: addDays(todayInRome(), 7),
        optionUntil: null,
        message: '',
        alternatives: [newAlternative(r, reference)],
        version: 0,
      },
      version: 0,
    };
  const validUntil = from.validUntil < todayInRome() ? addDays(todayInRome(), 7) : from.validUntil;
  return {
    values: {
      validUntil,
      optionUntil: from.optionUntil,
      message: from.message ?? '',
      alternatives: from.alternatives.map((a) => ({
        hotelId: String(a.hotel.id),
        begin: a.begin,
        end: a.end,
        serviceClassId: a.serviceClass.id,
        rooms: a.rooms.map((room) => ({
          accomodationId: room.accomodationId,
          guests: room.guests,
          unitPrice: room.unitPrice,
        })),
        included: a.included.map((i) => ({ ...i })),
        total: a.totalTyped ? a.total : null,
      })),
      version: draft?.version ?? 0,
    },
    version: draft?.version ?? 0,
  };
}

export const offerToPayload = (v: OfferFormValues): OfferWriteInput => ({
  ...v,
  alternatives: v.alternatives.map((a) => ({ ...a, hotelId: Number(a.hotelId) })),
});
