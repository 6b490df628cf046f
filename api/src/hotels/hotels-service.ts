import {
  type Hotel,
  type HotelEdit,
  type HotelHead,
  type HotelSummary,
  type HotelUpdate,
  type HotelWrite,
  hotelMessages,
  messages,
  todayInRome,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { versionedUpdate } from '../db/versioned-update';
import { badRequest, foundOr404, inUse, notFound } from '../errors';
import { findAreaGeo } from '../geo/areas-repository';
import { findCountry } from '../geo/countries-repository';
import { findLocationGeo } from '../geo/locations-repository';
import {
  countCurrentBlocks,
  deleteHotel,
  findHotel,
  findHotelEdit,
  findHotelHead,
  findHotelOffers,
  type HotelRow,
  insertHotel,
  pricedUntilByGuestType,
  setHidden,
} from './hotels-repository';
import { listGuestTypes, refItemExists } from './reference-checks';

const NOT_FOUND = hotelMessages.hotelNotFound;

/**
 * the place interplay of docs/product/geo-and-config.md#place-interplay: a location fills its area and country, an area its country. Ids
 * that contradict the chosen location or area are refused rather than silently replaced.
 */
async function resolveGeo(
  db: Executor,
  input: Pick<HotelWrite, 'locationId' | 'areaId' | 'countryId'>,
): Promise<Pick<HotelRow, 'location_id' | 'area_id' | 'country_id'>> {
  const fields: Record<string, string> = {};
  let geo: Pick<HotelRow, 'location_id' | 'area_id' | 'country_id'> = {
    location_id: null,
    area_id: null,
    country_id: input.countryId,
  };
  if (input.locationId !== null) {
    const loc = await findLocationGeo(db, input.locationId);
    if (!loc) fields.locationId = hotelMessages.invalidLocation;
    else {
      if (input.areaId !== null && input.areaId !== loc.area_id)
        fields.areaId = hotelMessages.areaNotOfLocation;
      if (input.countryId !== null && input.countryId !== loc.country_id) {
        fields.countryId = hotelMessages.countryNotOfArea;
      }
      geo = { location_id: loc.id, area_id: loc.area_id, country_id: loc.country_id };
    }
  } else if (input.areaId !== null) {
    const area = await findAreaGeo(db, input.areaId);
    if (!area) fields.areaId = hotelMessages.invalidArea;
    else {
      if (input.countryId !== null && input.countryId !== area.country_id) {
        fields.countryId = hotelMessages.countryNotOfArea;
      }
      geo = { location_id: null, area_id: area.id, country_id: area.country_id };
    }
  } else if (input.countryId !== null) {
    if (!(await findCountry(db, input.countryId))) fields.countryId = hotelMessages.invalidCountry;
  }
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
  return geo;
}

async function toRow(db: Executor, input: HotelWrite): Promise<HotelRow> {
  const fields: Record<string, string> = {};
  if (input.categoryId !== null && !(await refItemExists(db, 'hotelCategories', input.categoryId))) {
    fields.categoryId = hotelMessages.invalidCategory;
  }
  if (input.positionId !== null && !(await refItemExists(db, 'hotelPositions', input.positionId))) {
    fields.positionId = hotelMessages.invalidPosition;
  }
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
  const geo = await resolveGeo(db, input);
  return {
    name: input.name,
    category_id: input.categoryId,
    position_id: input.positionId,
    ...geo,
    address: input.address,
    postal_code: input.postalCode,
    city: input.city,
    phone: input.phone,
    fax: input.fax,
    email: input.email,
    website: input.website,
    contact_name: input.contactName,
    contact_email: input.contactEmail,
    description: input.description,
  };
}

export async function getHotel(db: Executor, id: number): Promise<Hotel> {
  return foundOr404(findHotel(db, id), NOT_FOUND);
}

export async function getHotelEdit(db: Db, id: number): Promise<HotelEdit> {
  return foundOr404(findHotelEdit(db, id), NOT_FOUND);
}

export async function getHotelHead(db: Db, id: number): Promise<HotelHead> {
  return foundOr404(findHotelHead(db, id), NOT_FOUND);
}

/** The hotel with its offers' state per guest type and the count of current blocks (one query each). */
export async function getHotelSummary(db: Db, id: number, today = todayInRome()): Promise<HotelSummary> {
  const hotel = await getHotel(db, id);
  const [guestTypes, offers, priced, blocks] = await Promise.all([
    listGuestTypes(db),
    findHotelOffers(db, id),
    pricedUntilByGuestType(db, id),
    countCurrentBlocks(db, id, today),
  ]);
  return {
    ...hotel,
    offers: guestTypes.map((gt) => {
      const offer = offers.find((o) => o.guest_type_id === gt.id);
      return {
        guestType: gt,
        active: offer?.active ?? false,
        selfQuotable: offer?.self_quotable ?? false,
        visibleInQuotes: offer?.visible_in_quotes ?? true,
        pricedUntil: (offer?.active && priced.find((p) => p.guest_type_id === gt.id)?.until) || null,
      };
    }),
    currentBlocks: Number(blocks.n),
  };
}

export async function createHotel(db: Db, input: HotelWrite): Promise<Hotel> {
  const id = await insertHotel(db, await toRow(db, input));
  return getHotel(db, id);
}

export async function saveHotel(db: Db, id: number, { version, ...input }: HotelUpdate): Promise<Hotel> {
  const row = await toRow(db, input);
  return db.transaction().execute(async (tx) => {
    await versionedUpdate(tx, 'hotels', { id }, version, row, NOT_FOUND);
    return getHotel(tx, id);
  });
}

export async function setHotelHidden(db: Db, id: number, hidden: boolean): Promise<Hotel> {
  if (!(await setHidden(db, id, hidden))) throw notFound(NOT_FOUND);
  return getHotel(db, id);
}

/**
 * DELETE /hotels/:id. Prices, availability blocks and holds (stays) keep a hotel: 409
 * InstanceInUse with `detail.hidden`, so the screen offers hiding or, if already hidden,
 * only an alert (docs/product/hotels.md#deleting-a-hotel). The foreign keys decide, race-free.
 */
export async function removeHotel(db: Db, id: number): Promise<void> {
  try {
    const deleted = await db.transaction().execute((tx) => deleteHotel(tx, id));
    if (!deleted) throw notFound(NOT_FOUND);
  } catch (error) {
    if (!isPgError(error, PG.foreignKeyViolation)) throw error;
    const head = await findHotelHead(db, id);
    const hidden = head?.hidden ?? false;
    throw inUse(hidden ? hotelMessages.hotelInUseHidden : hotelMessages.hotelInUse, { hidden });
  }
}
