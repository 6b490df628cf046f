import { addDays, todayInRome } from '@ham/contracts';
import type { Executor } from '../db/executor';

// Demo hotels (demo mode only): ~60 hotels over the demo locations, price lists for both
// guest types over the next 12 months (seasonal), availability blocks and a few holds.
// Bulk inserts: a handful of statements in all. Money in cents.

const NAMES = [
  'Hotel Bellavista',
  'Albergo Al Sole',
  'Grand Hotel Excelsior',
  'Hotel Laguna Palace',
  'Hotel Ai Do Mori',
  'Hotel Continental',
  'Albergo La Fenice',
  'Hotel Ca’ d’Oro',
  'Hotel Firenze Centro',
  'Hotel Il Chiostro',
  'Albergo Santa Croce',
  'Hotel Porta Rossa',
  'Hotel Duomo',
  'Villa Le Rondini',
  'Hotel La Torre',
  'Hotel Piazza del Campo',
  'Albergo Leon Bianco',
  'Hotel Bonciani',
  'Hotel Colosseo',
  'Hotel Trastevere',
  'Albergo del Senato',
  'Hotel Quirinale',
  'Hotel Villa d’Este',
  'Hotel Tuscia',
  'Hotel Santa Caterina',
  'Hotel Miramare',
  'Albergo Marina Riviera',
  'Hotel Poseidon',
  'Hotel Palazzo Sasso',
  'Hotel Villa Cimbrone',
  'Hotel Sirmione Terme',
  'Albergo Catullo',
  'Hotel Du Lac et Du Parc',
  'Hotel Europa',
  'Hotel Benaco',
  'Hotel Bella Italia',
  'Albergo Vittoria',
  'Hotel Castello',
  'Hotel Milano Centrale',
  'Hotel Brera',
  'Albergo Manzoni',
  'Hotel Navigli',
  'Hotel De la Ville',
  'Hotel Regina',
  'Hotel Stella d’Italia',
  'Hotel Belvedere',
  'Albergo Roma',
  'Hotel Astoria',
  'Hotel Principe',
  'Hotel Savoia',
  'Hotel Splendid',
  'Hotel Panorama',
  'Albergo San Marco',
  'Hotel Garibaldi',
  'Hotel Cavour',
  'Hotel Ariston',
  'Hotel Royal',
  'Albergo Centrale',
  'Hotel Metropole',
  'Hotel Parco dei Principi',
];
const CATEGORIES = ['3', '4', '3', '2', '4', '5', '3', '4', '1', '5L'];
/** hb per person per night for adults, by category (cents). */
const BASE_HB: Record<string, number> = {
  '1': 3500,
  '2': 4200,
  '3': 5200,
  '4': 7500,
  '5': 12000,
  '5L': 20000,
};
/** Seasonal factor by month (0 = January): low winter, high summer, Christmas and Easter bumps. */
const SEASON = [0.85, 0.8, 0.9, 1.05, 1.1, 1.25, 1.4, 1.5, 1.2, 1.0, 0.85, 1.1];
const STREETS = [
  'Via Roma',
  'Via Garibaldi',
  'Corso Italia',
  'Via Mazzini',
  'Piazza della Repubblica',
  'Via Dante',
];

const round50 = (cents: number) => Math.round(cents / 50) * 50;

function positionFor(area: string): string {
  if (/lago|garda/i.test(area)) return 'lago';
  if (/costiera|amalfi/i.test(area)) return 'mare';
  return 'c';
}

/** Months from the first of the current month: [begin, end] for 12 months. */
function months(today: string): { begin: string; end: string; month: number }[] {
  const out: { begin: string; end: string; month: number }[] = [];
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7)) - 1;
  for (let i = 0; i < 12; i++) {
    const begin = `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const ny = m === 11 ? y + 1 : y;
    const nm = (m + 1) % 12;
    const next = `${ny}-${String(nm + 1).padStart(2, '0')}-01`;
    out.push({ begin, end: addDays(next, -1), month: m });
    y = ny;
    m = nm;
  }
  return out;
}

export async function seedDemoHotels(tx: Executor, today = todayInRome()): Promise<number> {
  const locations = await tx
    .selectFrom('locations as l')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .select(['l.id', 'l.name', 'l.area_id', 'l.country_id', 'a.name as area_name'])
    .orderBy('l.id')
    .execute();
  if (!locations.length) return 0;

  const hotelRows = NAMES.map((name, i) => {
    const loc = locations[i % locations.length];
    const slug = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]+/g, '');
    return {
      name,
      category_id: CATEGORIES[i % CATEGORIES.length],
      position_id: i % 7 === 3 ? 'cs' : positionFor(loc.area_name),
      location_id: loc.id,
      area_id: loc.area_id,
      country_id: loc.country_id,
      address: `${STREETS[i % STREETS.length]} ${1 + ((i * 7) % 90)}`,
      postal_code: null,
      city: loc.name,
      phone: `+39 0${41 + (i % 50)} ${String(500000 + i * 1371).slice(0, 6)}`,
      fax: null,
      email: `info@${slug}.it`,
      website: `https://www.${slug}.it`,
      contact_name: i % 2 ? 'Ufficio gruppi' : 'Ufficio prenotazioni',
      contact_email: `gruppi@${slug}.it`,
      description: `${name}: ${loc.name}, ${loc.area_name}. Ideale per gruppi e scuole.`,
      hidden: i === NAMES.length - 1,
    };
  });
  const hotels = await tx.insertInto('hotels').values(hotelRows).returning(['id', 'category_id']).execute();

  await tx
    .insertInto('hotel_offers')
    .values(
      hotels.flatMap((h, i) => [
        {
          hotel_id: h.id,
          guest_type_id: 's',
          self_quotable: i % 3 === 0,
          freebie_every: 25,
          freebie_accomodation_id: 'mul',
        },
        {
          hotel_id: h.id,
          guest_type_id: 'a',
          // Every third hotel per guest type quotes itself to agencies: some in every demo area.
          self_quotable: i % 3 === 1,
          freebie_every: 20,
          freebie_accomodation_id: 'dbl',
        },
      ]),
    )
    .execute();

  const periods = months(today);
  const priceRows = hotels.flatMap((h) =>
    (['s', 'a'] as const).flatMap((gt) =>
      periods.map((p) => {
        const hb = round50(BASE_HB[h.category_id ?? '3'] * SEASON[p.month] * (gt === 's' ? 0.7 : 1));
        const prices = { bb: round50(hb * 0.88), hb, fb: round50(hb * 1.2) };
        const costs = {
          bb: round50(prices.bb * 0.82),
          hb: round50(hb * 0.82),
          fb: round50(prices.fb * 0.82),
        };
        const extras =
          gt === 's'
            ? { sgl: round50(hb * 0.3), dbl: round50(hb * 0.1) }
            : { sgl: round50(hb * 0.25), trp: -round50(hb * 0.08) };
        const extrasCosts = Object.fromEntries(
          Object.entries(extras).map(([k, v]) => [k, round50(v * 0.82)]),
        );
        return {
          hotel_id: h.id,
          guest_type_id: gt,
          begin: p.begin,
          end: p.end,
          prices: JSON.stringify(prices),
          costs: JSON.stringify(costs),
          extras: JSON.stringify(extras),
          extras_costs: JSON.stringify(extrasCosts),
        };
      }),
    ),
  );
  await tx.insertInto('hotel_prices').values(priceRows).execute();

  // Two seasons of allotment per guest type, plus a summer top-up for adults.
  const yearEnd = addDays(today, 364);
  const blockRows = hotels.flatMap((h, i) => [
    {
      hotel_id: h.id,
      guest_type_id: 's',
      begin: today,
      end: addDays(today, 180),
      places: 20 + (i % 5) * 5,
      expiration_days: 14,
    },
    {
      hotel_id: h.id,
      guest_type_id: 's',
      begin: addDays(today, 181),
      end: yearEnd,
      places: 15 + (i % 4) * 5,
      expiration_days: 21,
    },
    {
      hotel_id: h.id,
      guest_type_id: 'a',
      begin: today,
      end: yearEnd,
      places: 10 + (i % 3) * 5,
      expiration_days: 7,
    },
    {
      hotel_id: h.id,
      guest_type_id: 'a',
      begin: addDays(today, 30),
      end: addDays(today, 90),
      places: 10,
      expiration_days: 10,
    },
  ]);
  await tx.insertInto('availability_blocks').values(blockRows).execute();

  const contacts = [
    'Liceo Galilei - prof. Rossi',
    'Agenzia Viaggi Demo',
    'Coro Polifonico Verdi',
    'Istituto Volta',
    'CRAL Poste',
    'Gruppo Parrocchia San Luca',
  ];
  const holdRows = hotels.slice(0, 12).flatMap((h, i) => {
    const begin = addDays(today, 14 + i * 3);
    return [
      {
        hotel_id: h.id,
        guest_type_id: 's',
        begin,
        end: addDays(begin, 3),
        places: 10 + (i % 3) * 2,
        kind: 'reservation' as const,
        expires: null,
        contact: contacts[i % contacts.length],
      },
      {
        hotel_id: h.id,
        guest_type_id: i % 2 ? 'a' : 's',
        begin: addDays(begin, 5),
        end: addDays(begin, 8),
        places: 6 + (i % 4),
        kind: 'option' as const,
        expires: addDays(today, 3 + (i % 5)),
        contact: contacts[(i + 2) % contacts.length],
      },
    ];
  });
  holdRows.push({
    hotel_id: hotels[0].id,
    guest_type_id: 'a',
    begin: addDays(today, 40),
    end: addDays(today, 43),
    places: 8,
    kind: 'option',
    expires: addDays(today, -2),
    contact: 'Opzione scaduta - Gruppo Bianchi',
  });
  await tx.insertInto('holds').values(holdRows).execute();
  return hotels.length;
}
