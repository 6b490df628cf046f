import {
  daysBetween,
  defaultStayConditions,
  defaultStayFreebies,
  type Freebie,
  type GuestTypeAccomodations,
  type PriceListEntry,
  stayCostLines,
} from '@ham/contracts';

/**
 * The rules of an offer (docs/product/offers.md), pure and in integer cents: an alternative's
 * price from the agency's price list (the quote options' rules: sale prices plus the agency's
 * surcharge, freebies as in a case's stay), and whether an agency may still answer an offer.
 */

export interface RoomInput {
  accomodationId: string;
  guests: number;
  /** Per person per night; null: from the price list. */
  unitPrice: number | null;
}

export interface AlternativePriceInput {
  /** The agency's price list of the hotel for the request's guest type (agencyPriceList). */
  entries: readonly PriceListEntry[];
  guestType: GuestTypeAccomodations;
  freebie: Freebie | null;
  begin: string;
  end: string;
  serviceClassId: string;
  rooms: readonly RoomInput[];
  included: readonly { amount: number | null }[];
  /** The total staff typed; null: computed. */
  total: number | null;
}

export type AlternativePrice =
  | {
      ok: true;
      rooms: { accomodationId: string; guests: number; unitPrice: number }[];
      guestCount: number;
      freeGuests: number;
      /** The stay after freebies plus the included amounts, unless staff typed another. */
      total: number;
      /** The stay alone (after freebies), priced as a case's stay would be with these prices. */
      stayTotal: number;
    }
  /** `invalid`: accommodation types the guest type lacks (or given twice); `unpriced`: without a price. */
  | { ok: false; invalid: string[]; unpriced: string[] };

/** The agreed prices of a stay: each line's price per person per night in the alternative's board. */
export const agreedPrices = (
  rooms: readonly { accomodationId: string; unitPrice: number }[],
  sc: string,
): Record<string, Record<string, number>> =>
  Object.fromEntries(rooms.map((r) => [r.accomodationId, { [sc]: r.unitPrice }]));

/**
 * The price of an alternative. A line without a price takes the price list's average over the
 * nights (per person per night, rounded); then the stay is priced with those prices and the
 * hotel's freebies (floor(guests / every) free), and the included amounts are added.
 */
export function priceAlternative(input: AlternativePriceInput): AlternativePrice {
  const allowed = new Set([input.guestType.baseAccomodationId, ...input.guestType.extraAccomodationIds]);
  const seen = new Set<string>();
  const invalid: string[] = [];
  for (const r of input.rooms) {
    if (!allowed.has(r.accomodationId) || seen.has(r.accomodationId)) invalid.push(r.accomodationId);
    seen.add(r.accomodationId);
  }
  const nights = daysBetween(input.begin, input.end);
  if (invalid.length || nights < 1) return { ok: false, invalid, unpriced: [] };
  const guests = Object.fromEntries(input.rooms.map((r) => [r.accomodationId, r.guests]));
  const base = {
    begin: input.begin,
    end: input.end,
    conditions: defaultStayConditions(input.begin, input.end, input.serviceClassId),
    guests,
    priceRows: input.entries,
    guestType: input.guestType,
  };
  const listed = stayCostLines({ ...base, prices: {}, freebiesCount: {}, freebiesValue: {} });
  const unpriced: string[] = [];
  const rooms = input.rooms.map((r) => {
    if (r.unitPrice !== null) return { ...r, unitPrice: r.unitPrice };
    if (listed.unpriced.some((u) => u.accomodationId === r.accomodationId)) unpriced.push(r.accomodationId);
    const sum = listed.lines
      .filter((l) => l.accomodationId === r.accomodationId)
      .reduce((s, l) => s + l.total, 0);
    return { ...r, unitPrice: Math.round(sum / (r.guests * nights)) };
  });
  if (unpriced.length) return { ok: false, invalid: [], unpriced };
  const money = { ...base, prices: agreedPrices(rooms, input.serviceClassId) };
  const freebies = defaultStayFreebies(money, input.freebie);
  const stayTotal = stayCostLines({ ...money, ...freebies }).total;
  const included = input.included.reduce((s, i) => s + (i.amount ?? 0), 0);
  return {
    ok: true,
    rooms,
    guestCount: rooms.reduce((s, r) => s + r.guests, 0),
    freeGuests: Math.max(0, ...Object.values(freebies.freebiesCount)),
    total: input.total ?? stayTotal + included,
    stayTotal,
  };
}

/**
 * The guests of the stay made on acceptance: the alternative's lines, the difference to the
 * final count taken from (or added to) the first line. null when the first line would be empty.
 */
export function finalGuests(
  rooms: readonly { accomodationId: string; guests: number }[],
  finalCount: number,
): Record<string, number> | null {
  const offered = rooms.reduce((s, r) => s + r.guests, 0);
  const first = rooms[0].guests + finalCount - offered;
  if (first < 1 && rooms.length === 1) return null;
  if (first < 0) return null;
  const out: Record<string, number> = {};
  rooms.forEach((r, i) => {
    const n = i === 0 ? first : r.guests;
    if (n > 0) out[r.accomodationId] = n;
  });
  return out;
}

export type OfferAnswerRefusal = 'superseded' | 'decided' | 'expired' | null;

/**
 * docs/product/offers.md#acceptance: an agency answers only the live offer, sent and not answered,
 * until its validity date included (Rome's today).
 */
export function offerAnswerRefusal(
  offer: { status: string; validUntil: string },
  today: string,
): OfferAnswerRefusal {
  if (offer.status === 'superseded' || offer.status === 'draft') return 'superseded';
  if (offer.status !== 'sent') return 'decided';
  if (offer.validUntil < today) return 'expired';
  return null;
}
