import {
  addDays,
  busUnitPrice,
  defaultStayConditions,
  defaultStayFreebies,
  mealFreebies,
  stayGuestCount,
  todayInRome,
} from '@ham/contracts';
import { checkPlaces, placeOption, placeReservation } from '../allotment/holds-service';
import type { Executor } from '../db/executor';
import { insertCase, insertItem, insertStay, priceRowsCovering } from './cases-repository';
import {
  findDemoBusPrices,
  findDemoCaseSources,
  findDemoStayHotels,
  setDemoCaseExtras,
} from './demo-cases-repository';

const NAMES = [
  'Liceo Galilei - Gita in Toscana',
  'Istituto Volta - Roma classica',
  'Scuola Media Dante - Laghi',
  'Liceo Carducci - Venezia e dintorni',
  'ITIS Fermi - Costiera',
  'Circolo Anziani San Marco',
  'Liceo Manzoni - Viaggio di istruzione',
  'Coro Polifonico Estense',
  'Istituto Marconi - Settimana bianca',
  'Parrocchia San Luca - Pellegrinaggio',
  'Liceo Artistico Brera - Città d’arte',
  'Gruppo CAI Bologna - Dolomiti',
];

/**
 * The agency of the `i`-th demo case: the demo agency (the first one, whose portal login the demo
 * has) books an expired option, a confirmed and paid trip and one without a hold yet; the others
 * take turns.
 */
const DEMO_AGENCY_CASES = new Set([0, 4, 7]);
const customerOf = <A>(i: number, agencies: A[]): A =>
  DEMO_AGENCY_CASES.has(i) ? agencies[0] : agencies[i % agencies.length];

/**
 * Demo case files (demo mode, first start, inside the seed's transaction): a dozen cases
 * over the coming months for the demo agencies, with stays in hotels that have an active
 * school price list and places, some optioned, some confirmed, one option already expired,
 * plus meals, bus trips, guided tours and extras. Holds go through the holds service
 * (never forced: a stay without places simply gets no hold).
 */
export async function seedDemoCases(tx: Executor, today = todayInRome()): Promise<number> {
  const { agencies, admin, restaurants, buses, guides, gt } = await findDemoCaseSources(tx);
  if (!agencies.length || !gt) return 0;
  const guestType = {
    baseAccomodationId: gt.base_accomodation_id,
    extraAccomodationIds: gt.extra_accomodation_ids,
  };
  let made = 0;
  for (let i = 0; i < NAMES.length; i++) {
    // The expired option's case started in the past; the others spread over ~5 months.
    const begin = i === 0 ? addDays(today, 3) : addDays(today, 10 + i * 13);
    const end = addDays(begin, 5);
    const guestCount = 20 + ((i * 7) % 25);
    const number = await insertCase(
      tx,
      {
        name: NAMES[i],
        customerId: customerOf(i, agencies).id,
        beginDate: begin,
        endDate: end,
        guestTypeId: 's',
        guestCount,
      },
      admin?.id ?? null,
    );
    made++;
    // Hotels with an active school price list and a block covering the nights.
    const hotels = await findDemoStayHotels(tx, begin, end, i * 3);
    const parts = i % 3 === 0 && hotels.length > 1 ? 2 : 1;
    for (let p = 0; p < parts && p < hotels.length; p++) {
      const h = hotels[p];
      const sBegin = parts === 2 && p === 1 ? addDays(begin, 2) : begin;
      const sEnd = parts === 2 && p === 0 ? addDays(begin, 2) : end;
      const conditions = defaultStayConditions(sBegin, sEnd);
      const singles = 2 + (i % 3);
      const guests = { [guestType.baseAccomodationId]: guestCount - singles, sgl: singles };
      const priceRows = await priceRowsCovering(tx, h.hotel_id, 's', sBegin, sEnd);
      const freebie =
        h.freebie_every && h.freebie_accomodation_id
          ? { every: h.freebie_every, accomodationId: h.freebie_accomodation_id }
          : null;
      const freebies = defaultStayFreebies(
        { begin: sBegin, end: sEnd, conditions, guests, prices: {}, priceRows, guestType },
        freebie,
      );
      const stayId = await insertStay(
        tx,
        number,
        {
          hotel_id: h.hotel_id,
          begin: sBegin,
          end: sEnd,
          guests,
          prices: {},
          freebies_count: freebies.freebiesCount,
          freebies_value: freebies.freebiesValue,
          conditions,
          price_rows: priceRows,
          freebie,
          notes: p === 0 ? 'Camere docenti singole, possibilmente sullo stesso piano.' : null,
        },
        guestType,
      );
      const placement = {
        hotelId: h.hotel_id,
        guestTypeId: 's',
        begin: sBegin,
        end: sEnd,
        places: stayGuestCount(guests),
      };
      if (i % 4 === 3) continue; // no hold yet
      const holdToday = i === 0 ? addDays(today, -10) : today;
      if ((await checkPlaces(tx, placement, null, holdToday)).length) continue;
      const base = {
        ...placement,
        stayId,
        actorId: admin?.id ?? null,
        contact: `Rif. ${NAMES[i].split(' - ')[0]}`,
      };
      if (i === 0) {
        // Placed ten days ago, expired three days ago: shows in 'Opzioni scadute'.
        await placeOption(tx, { ...base, expires: addDays(today, -3), today: addDays(today, -10) });
      } else if (i % 2 === 0) await placeReservation(tx, { ...base, today });
      else await placeOption(tx, { ...base, expires: addDays(today, 7 + (i % 5)), today });
    }
    if (restaurants.length) {
      const r = restaurants[i % restaurants.length];
      for (const [k, time] of [
        [1, 'cena'],
        [2, 'pranzo'],
      ] as const) {
        await insertItem(tx, 'meals', number, {
          restaurant_id: r.id,
          date: addDays(begin, k),
          time,
          persons: guestCount,
          freebies: mealFreebies(guestCount, r.free_every),
          unit_price: r.price,
        });
      }
    }
    if (buses.length) {
      const busId = buses[i % buses.length].id;
      const rows = await findDemoBusPrices(tx, busId);
      const price = busUnitPrice(
        rows.map((r) => ({ maxSeats: r.max_seats, price: r.price })),
        guestCount,
      );
      if (price !== null)
        await insertItem(tx, 'bus_trips', number, {
          service_id: busId,
          date: addDays(begin, 1),
          quantity: 2,
          unit_price: price,
        });
    }
    if (guides.length && i % 2 === 0) {
      const g = guides[i % guides.length];
      await insertItem(tx, 'guided_tours', number, {
        service_id: g.id,
        date: addDays(begin, 2),
        quantity: 1,
        unit_price: g.price ?? 12000,
      });
    }
    if (i % 3 === 1) {
      await setDemoCaseExtras(
        tx,
        number,
        JSON.stringify([
          { description: 'Assicurazione annullamento', date: null, value: guestCount * 800 },
          { description: 'Sconto gruppo', date: null, value: -15000 },
        ]),
      );
    }
  }
  return made;
}
