import { z } from 'zod';
import { isoDate, optionalText, requiredText, versioned } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { quoteRequestStatus } from './quote-requests';

// Offers answering a quote request (docs/product/offers.md): staff write one or more
// alternatives, send them, the agency accepts one or declines. Money in integer euro cents; no
// schema here has a purchase cost (the agency reads these same answers).

export const offerMessages = {
  offerNotFound: 'Offerta non trovata',
  noDraft: "Nessuna bozza d'offerta da inviare",
  alternativeNotFound: "Alternativa non presente nell'offerta",
  /** 409 OfferExpired. */
  expired: "L'offerta è scaduta: chiedi all'operatore una nuova offerta.",
  /** 409 OfferSuperseded: a newer offer was sent, or the offer was withdrawn. */
  superseded: "L'offerta non è più valida: è stata sostituita da un'offerta più recente.",
  /** 409 OfferDecided: already accepted (another alternative) or declined. */
  alreadyDecided: "All'offerta è già stata data una risposta.",
  /** 409 PlacesGone: the hotel's places went between the offer and the acceptance. */
  placesGone:
    "Spiacenti, l'hotel non ha più posti sufficienti per l'alternativa scelta. La richiesta torna all'operatore, che ti proporrà una nuova soluzione.",
  /** 409 RequestClosed: the request was closed or turned into a case without an offer. */
  requestClosed: 'La richiesta non accetta più offerte.',
  validPast: 'La validità non può essere nel passato',
  optionAfterValid: "La scadenza dell'opzione non può precedere oggi",
  invalidHotel: 'Hotel non valido',
  invalidAccomodation: 'Sistemazione non valida per la tipologia ospiti',
  unpriced: (what: string) => `Nessun prezzo di listino per ${what}: indicare il prezzo`,
  atLeastOneGuest: 'Indicare almeno un ospite',
  accepted: 'Offerta accettata',
  declined: 'Offerta rifiutata',
} as const;

/** docs/product/offers.md: how many alternatives, lines and included items an offer holds. */
export const OFFER_MAX_ALTERNATIVES = 5;
export const OFFER_MAX_ROOMS = 10;
export const OFFER_MAX_INCLUDED = 30;
export const OFFER_MESSAGE_MAX = 4000;
const MAX_CENTS = 2_000_000_000;

const cents = z.number().int(messages.integer).min(0, messages.notNegative).max(MAX_CENTS);
const dbId = z.number().int().positive().max(2_147_483_647);

/** A line of guests: how many in an accommodation type, at a price per person per night (null: from the price list). */
export const offerRoomWrite = z.object({
  accomodationId: z.string().trim().min(1).max(10),
  guests: z.number().int(messages.integer).min(1, offerMessages.atLeastOneGuest).max(1000),
  unitPrice: cents.nullish().transform((v) => v ?? null),
});
/** What is included (meals, bus, guides, extras): a text with an amount, or none. */
export const offerIncludedWrite = z.object({
  text: requiredText(200),
  amount: cents.nullish().transform((v) => v ?? null),
});
/** An alternative's fields (the screen's form swaps the hotel's id for its select's text). */
export const offerAlternativeFields = {
  hotelId: dbId,
  begin: isoDate,
  end: isoDate,
  serviceClassId: z.string().trim().min(1).max(10),
  rooms: z.array(offerRoomWrite).min(1).max(OFFER_MAX_ROOMS),
  included: z.array(offerIncludedWrite).max(OFFER_MAX_INCLUDED).default([]),
  /** The total for the agency; null: computed from the lines and the freebies. */
  total: cents.nullish().transform((v) => v ?? null),
};
/** Departure after arrival. */
export const checkAlternativePeriod = (v: { begin: string; end: string }, ctx: z.RefinementCtx) => {
  if (v.end <= v.begin) ctx.addIssue({ code: 'custom', path: ['end'], message: messages.endAfterStart });
};
export const offerAlternativeWrite = z.object(offerAlternativeFields).superRefine(checkAlternativePeriod);
export type OfferAlternativeWrite = z.infer<typeof offerAlternativeWrite>;
export type OfferAlternativeInput = z.input<typeof offerAlternativeWrite>;

/** PUT /docs/quotereqs/:requestId/offer: the draft (version 0: a new draft). */
export const offerWrite = z
  .object({
    validUntil: isoDate,
    /** The last day of the option placed on acceptance; null: the configured default. */
    optionUntil: isoDate.nullish().transform((v) => v ?? null),
    message: optionalText(OFFER_MESSAGE_MAX),
    alternatives: z.array(offerAlternativeWrite).min(1).max(OFFER_MAX_ALTERNATIVES),
  })
  .merge(versioned);
export type OfferWrite = z.infer<typeof offerWrite>;
export type OfferWriteInput = z.input<typeof offerWrite>;

/** POST /docs/quotereqs/:requestId/offer/send: the draft's version read. */
export const offerSendWrite = versioned;

export const offerStatuses = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: 'Bozza',
  sent: 'Inviata',
  accepted: 'Accettata',
  declined: 'Rifiutata',
  superseded: 'Sostituita',
};

export const offerRoom = z.object({
  accomodationId: z.string(),
  accomodationName: z.string(),
  guests: z.number().int(),
  /** Per person per night. */
  unitPrice: z.number().int(),
});
export const offerIncluded = z.object({ text: z.string(), amount: z.number().int().nullable() });
export const offerAlternative = z.object({
  id: z.number().int(),
  position: z.number().int(),
  hotel: z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.string().nullable(),
    city: z.string().nullable(),
  }),
  begin: z.string(),
  end: z.string(),
  nights: z.number().int(),
  serviceClass: z.object({ id: z.string(), name: z.string() }),
  rooms: z.array(offerRoom),
  included: z.array(offerIncluded),
  guestCount: z.number().int(),
  freeGuests: z.number().int(),
  /** The stay and the included amounts, after freebies; or the total staff typed. */
  total: z.number().int(),
  totalTyped: z.boolean(),
  /** total / guests, rounded. */
  pricePerPerson: z.number().int(),
});
export type OfferAlternative = z.infer<typeof offerAlternative>;

export const quoteOffer = z
  .object({
    id: z.number().int(),
    requestId: z.number().int(),
    status: z.enum(offerStatuses),
    validUntil: z.string(),
    optionUntil: z.string().nullable(),
    message: z.string().nullable(),
    alternatives: z.array(offerAlternative),
    /** ISO timestamps. */
    sentAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    acceptedAlternativeId: z.number().int().nullable(),
    finalGuestCount: z.number().int().nullable(),
    agencyNote: z.string().nullable(),
    declineReason: z.string().nullable(),
    caseNumber: z.number().int().nullable(),
    /** A sent offer past its validity, not answered. */
    expired: z.boolean(),
  })
  .merge(versioned);
export type QuoteOffer = z.infer<typeof quoteOffer>;

/** GET /docs/quotereqs/:requestId/offers: every offer of the request, newest first. */
export const quoteOffers = z.object({ items: z.array(quoteOffer) });
export type QuoteOffers = z.infer<typeof quoteOffers>;

/** GET /quotereq/:id/offer: the offer the agency reads (the live one, else the last answered), or none. */
export const myQuoteOffer = z.object({ status: quoteRequestStatus, offer: quoteOffer.nullable() });
export type MyQuoteOffer = z.infer<typeof myQuoteOffer>;

export const offerPdfParams = z.object({ requestId: recordId, offerId: recordId });

/** POST /quotereq/:id/offer/accept. */
export const offerAcceptWrite = z.object({
  offerId: dbId,
  alternativeId: dbId,
  guestCount: z.number().int(messages.integer).min(1, offerMessages.atLeastOneGuest).max(1000),
  note: optionalText(2000),
});
export type OfferAcceptWrite = z.infer<typeof offerAcceptWrite>;
export type OfferAcceptInput = z.input<typeof offerAcceptWrite>;

/** POST /quotereq/:id/offer/decline. */
export const offerDeclineWrite = z.object({ offerId: dbId, reason: requiredText(2000) });
export type OfferDeclineWrite = z.infer<typeof offerDeclineWrite>;
