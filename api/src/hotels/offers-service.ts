import {
  type GuestType,
  type HotelOffer,
  type HotelOfferWrite,
  hotelMessages,
  messages,
  PERIOD_OVERLAP,
  type PriceEntry,
  type PriceEntrySaved,
  type PriceEntryWrite,
  pricingMessages,
  resolveOverlap,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import { isPgError } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { AppError, badRequest, forbidden, foundOr404, notFound, stale } from '../errors';
import { getHotel } from './hotels-service';
import {
  copyPrice,
  deactivateOffer,
  deletePrice,
  deletePrices,
  findOffer,
  findPrice,
  insertPrice,
  listPrices,
  overlappingPrices,
  setPricePeriod,
  updatePrice,
  upsertOffer,
} from './offers-repository';
import { findGuestType, serviceClassIds } from './reference-checks';

const EXCLUSION_VIOLATION = '23P01';

export const periodOverlap = () =>
  new AppError(409, 'PeriodOverlap', pricingMessages.periodOverlap, PERIOD_OVERLAP);
const offerInactive = () => new AppError(409, 'OfferInactive', pricingMessages.offerInactive);

async function guestTypeOr404(db: Executor, id: string): Promise<GuestType> {
  return foundOr404(findGuestType(db, id), hotelMessages.invalidGuestType);
}

/** The guest type of a hotel's price list; 404 for an unknown hotel or guest type. */
async function offerGuestType(db: Executor, hotelId: number, guestTypeId: string): Promise<GuestType> {
  await getHotel(db, hotelId);
  return guestTypeOr404(db, guestTypeId);
}

export async function getOffer(db: Executor, hotelId: number, guestTypeId: string): Promise<HotelOffer> {
  const gt = await offerGuestType(db, hotelId, guestTypeId);
  const offer = await findOffer(db, hotelId, gt.id);
  const active = offer?.active ?? false;
  return {
    hotelId,
    guestType: { id: gt.id, name: gt.name },
    active,
    selfQuotable: offer?.self_quotable ?? false,
    visibleInQuotes: offer?.visible_in_quotes ?? true,
    freebie:
      offer?.freebie_every && offer.freebie_accomodation_id
        ? { every: offer.freebie_every, accomodationId: offer.freebie_accomodation_id }
        : null,
    prices: active ? await listPrices(db, hotelId, gt.id) : [],
    version: offer?.version ?? 0,
  };
}

/**
 * Enables or reconfigures the price list of a guest type. Changing `selfQuotable` needs
 * the `self_quote` permission (docs/product/roles.md): 403 otherwise.
 */
export async function saveOffer(
  db: Db,
  hotelId: number,
  guestTypeId: string,
  input: HotelOfferWrite,
  canSelfQuote: boolean,
): Promise<HotelOffer> {
  const gt = await offerGuestType(db, hotelId, guestTypeId);
  if (input.freebie) {
    const types = [gt.baseAccomodationId, ...gt.extraAccomodationIds];
    if (!types.includes(input.freebie.accomodationId)) {
      throw badRequest(messages.validation, { 'freebie.accomodationId': hotelMessages.invalidAccomodation });
    }
  }
  await db.transaction().execute(async (tx) => {
    const current = await findOffer(tx, hotelId, gt.id, true);
    if (input.version !== undefined && current && current.version !== input.version) throw stale();
    const selfQuotable = input.selfQuotable ?? current?.self_quotable ?? false;
    if (selfQuotable !== (current?.self_quotable ?? false) && !canSelfQuote) {
      throw forbidden(hotelMessages.selfQuoteForbidden);
    }
    await upsertOffer(tx, {
      hotel_id: hotelId,
      guest_type_id: gt.id,
      self_quotable: selfQuotable,
      visible_in_quotes: input.visibleInQuotes ?? current?.visible_in_quotes ?? true,
      freebie_every: input.freebie?.every ?? null,
      freebie_accomodation_id: input.freebie?.accomodationId ?? null,
    });
  });
  return getOffer(db, hotelId, gt.id);
}

/** 'Disabilita listino': the prices stay, unused, until the list is enabled again. */
export async function disableOffer(db: Db, hotelId: number, guestTypeId: string): Promise<void> {
  const gt = await offerGuestType(db, hotelId, guestTypeId);
  await deactivateOffer(db, hotelId, gt.id);
}

/** Only known service classes and the guest type's extra accommodations (400 fields `prices.xx`). */
async function validateKeys(db: Executor, gt: GuestType, input: PriceEntryWrite): Promise<void> {
  const classes = new Set(await serviceClassIds(db));
  const extras = new Set(gt.extraAccomodationIds);
  const fields: Record<string, string> = {};
  for (const map of ['prices', 'costs'] as const) {
    for (const key of Object.keys(input[map])) {
      if (!classes.has(key)) fields[`${map}.${key}`] = pricingMessages.invalidServiceClass;
    }
  }
  for (const map of ['extras', 'extrasCosts'] as const) {
    for (const key of Object.keys(input[map])) {
      if (!extras.has(key)) fields[`${map}.${key}`] = pricingMessages.invalidAccomodation;
    }
  }
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
}

/**
 * Makes room for begin..end: without force any overlap is 409 `period overlap`; with force
 * the other entries are deleted, shortened or split (pure resolveOverlap), in the caller's
 * transaction, so a failure leaves every entry as it was.
 */
async function makeRoom(
  tx: Executor,
  hotelId: number,
  guestTypeId: string,
  period: { begin: string; end: string },
  force: boolean,
  selfId?: number,
): Promise<PriceEntrySaved['overwritten']> {
  const existing = await overlappingPrices(tx, hotelId, guestTypeId, period.begin, period.end);
  const ops = resolveOverlap(existing, period, selfId);
  const touched = ops.delete.length + ops.shorten.length + ops.insert.length;
  if (touched > 0 && !force) throw periodOverlap();
  await deletePrices(tx, ops.delete);
  for (const s of ops.shorten) await setPricePeriod(tx, s.id, s.begin, s.end);
  const created: number[] = [];
  for (const i of ops.insert) created.push(await copyPrice(tx, i.copyOf, i.begin, i.end));
  return { deleted: ops.delete, shortened: ops.shorten.map((s) => s.id), created };
}

/** A concurrent save that slipped in between: the exclusion constraint answers it. */
function exclusionAsOverlap(error: unknown): never {
  if (isPgError(error, EXCLUSION_VIOLATION)) throw periodOverlap();
  throw error;
}

async function activeOfferLocked(tx: Executor, hotelId: number, guestTypeId: string): Promise<void> {
  // Locks the offer: saves to one price list run one at a time.
  const offer = await findOffer(tx, hotelId, guestTypeId, true);
  if (!offer?.active) throw offerInactive();
}

export async function getPrice(db: Executor, id: number): Promise<PriceEntry> {
  return foundOr404(findPrice(db, id), pricingMessages.priceNotFound);
}

export async function createPrice(
  db: Db,
  hotelId: number,
  guestTypeId: string,
  input: PriceEntryWrite,
  force: boolean,
): Promise<PriceEntrySaved> {
  const gt = await offerGuestType(db, hotelId, guestTypeId);
  return db
    .transaction()
    .execute(async (tx) => {
      await activeOfferLocked(tx, hotelId, gt.id);
      await validateKeys(tx, gt, input);
      const overwritten = await makeRoom(tx, hotelId, gt.id, input, force);
      const id = await insertPrice(tx, hotelId, gt.id, input);
      return { ...(await getPrice(tx, id)), overwritten };
    })
    .catch(exclusionAsOverlap);
}

export async function savePrice(
  db: Db,
  id: number,
  { version, ...input }: PriceEntryWrite & { version: number },
  force: boolean,
): Promise<PriceEntrySaved> {
  const current = await getPrice(db, id);
  const gt = await guestTypeOr404(db, current.guestTypeId);
  return db
    .transaction()
    .execute(async (tx) => {
      await activeOfferLocked(tx, current.hotelId, gt.id);
      await validateKeys(tx, gt, input);
      const fresh = await findPrice(tx, id);
      if (!fresh) throw notFound(pricingMessages.priceNotFound);
      if (fresh.version !== version) throw stale();
      const overwritten = await makeRoom(tx, current.hotelId, gt.id, input, force, id);
      await updatePrice(tx, id, version, input, pricingMessages.priceNotFound);
      return { ...(await getPrice(tx, id)), overwritten };
    })
    .catch(exclusionAsOverlap);
}

export async function removePrice(db: Db, id: number): Promise<void> {
  if (!(await deletePrice(db, id))) throw notFound(pricingMessages.priceNotFound);
}
