import {
  type AgencyHotelDetail,
  type AgencyOffer,
  agencyPriceList,
  type CatalogQuery,
  type CatalogServiceType,
  messages,
  type Paged,
  quoteMessages,
  todayInRome,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import { badRequest, notFound } from '../errors';
import { findGuestType } from '../hotels/reference-checks';
import {
  findAreaId,
  findCatalogHotel,
  findLocationId,
  findQuotableOffers,
  listCatalogBuses,
  listCatalogGuides,
  listCatalogHotels,
  listCatalogRestaurants,
  salePrices,
} from './catalog-repository';
import { surchargeOf } from './options-service';

/** Unknown guest type, area or location: 400 on the query field. */
async function checkCatalogQuery(db: Executor, q: CatalogQuery): Promise<void> {
  const [gt, place] = await Promise.all([
    findGuestType(db, q.gt),
    q.area !== undefined ? findAreaId(db, q.area) : findLocationId(db, q.location ?? 0),
  ]);
  const fields: Record<string, string> = {};
  if (!gt) fields.gt = quoteMessages.invalidGuestType;
  if (!place) {
    if (q.area !== undefined) fields.area = quoteMessages.invalidArea;
    else fields.location = quoteMessages.invalidLocation;
  }
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
}

/** GET /quotereq/services/{type}: one page of the catalogue of a place, for a guest type. */
async function catalogPage<T>(
  db: Executor,
  q: CatalogQuery,
  list: (db: Executor, q: CatalogQuery) => Promise<Paged<T>>,
): Promise<Paged<T>> {
  await checkCatalogQuery(db, q);
  return list(db, q);
}

/** The catalogue of each service type ('Tipo servizio'). */
export const catalog = {
  hotels: (db: Executor, q: CatalogQuery) => catalogPage(db, q, listCatalogHotels),
  restaurants: (db: Executor, q: CatalogQuery) => catalogPage(db, q, listCatalogRestaurants),
  guides: (db: Executor, q: CatalogQuery) => catalogPage(db, q, listCatalogGuides),
  buses: (db: Executor, q: CatalogQuery) => catalogPage(db, q, listCatalogBuses),
} satisfies Record<CatalogServiceType, unknown>;

/**
 * GET /quotereq/hotels/:id (docs/product/agency-portal.md#catalogue): the hotel and, per guest type
 * with an active offer shown in quotes, its freebie rule and the price-list entries from
 * today on, at the agency's prices (sale + surcharge, docs/product/agency-portal.md#quote-options; never the costs).
 * A hidden hotel, or one without such an offer: 404.
 */
export async function agencyHotelDetail(
  db: Executor,
  agencyId: number,
  hotelId: number,
  today = todayInRome(),
): Promise<AgencyHotelDetail> {
  const hotel = await findCatalogHotel(db, hotelId);
  if (!hotel) throw notFound(quoteMessages.hotelNotFound);
  const offers = await findQuotableOffers(db, hotelId);
  const [prices, surcharge] = await Promise.all([
    salePrices(
      db,
      [hotelId],
      offers.map((o) => o.guest_type_id),
      today,
      null,
    ),
    surchargeOf(db, agencyId),
  ]);
  const byGuestType: Record<string, AgencyOffer> = {};
  for (const o of offers) {
    const entries = agencyPriceList(
      prices
        .filter((p) => p.guest_type_id === o.guest_type_id)
        .map((p) => ({ ...p, costs: {}, extrasCosts: {} })),
      surcharge,
    );
    byGuestType[o.guest_type_id] = {
      guestType: { id: o.guest_type_id, name: o.guest_type_name },
      freebie:
        o.freebie_every && o.freebie_accomodation_id
          ? {
              every: o.freebie_every,
              accomodation: { id: o.freebie_accomodation_id, name: o.freebie_accomodation_name ?? '' },
            }
          : null,
      prices: entries.map((e) => ({
        begin: e.begin,
        end: e.end,
        prices: e.prices as Record<string, number>,
        extras: e.extras as Record<string, number>,
      })),
    };
  }
  return { ...hotel, offers: byGuestType };
}
