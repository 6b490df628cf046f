import { addDays, todayInRome } from '@ham/contracts';
import type { Executor } from '../db/executor';

// Demo hotels (demo mode only): ~60 hotels over the demo locations, price lists for both
// guest types over the next 12 months (seasonal), availability blocks and a few holds.
// Bulk inserts: a handful of statements in all. Money in cents.

/** The demo hotels, each in the town its name suggests (one of the demo locations, api/src/seed/demo.ts). */
const HOTELS: [name: string, town: string][] = [
  ['Hotel Bellavista', 'Positano'],
  ['Albergo Al Sole', 'Malcesine'],
  ['Grand Hotel Excelsior', 'Lido di Venezia'],
  ['Hotel Laguna Palace', 'Mestre'],
  ['Hotel Ai Do Mori', 'Venezia'],
  ['Hotel Continental', 'Milano'],
  ['Albergo La Fenice', 'Venezia'],
  ['Hotel Ca’ d’Oro', 'Venezia'],
  ['Hotel Firenze Centro', 'Firenze'],
  ['Hotel Il Chiostro', 'Siena'],
  ['Albergo Santa Croce', 'Firenze'],
  ['Hotel Porta Rossa', 'Firenze'],
  ['Hotel Duomo', 'Pisa'],
  ['Villa Le Rondini', 'Firenze'],
  ['Hotel La Torre', 'Pisa'],
  ['Hotel Piazza del Campo', 'Siena'],
  ['Albergo Leon Bianco', 'Siena'],
  ['Hotel Bonciani', 'Firenze'],
  ['Hotel Colosseo', 'Roma'],
  ['Hotel Trastevere', 'Roma'],
  ['Albergo del Senato', 'Roma'],
  ['Hotel Quirinale', 'Roma'],
  ['Hotel Villa d’Este', 'Tivoli'],
  ['Hotel Tuscia', 'Viterbo'],
  ['Hotel Santa Caterina', 'Amalfi'],
  ['Hotel Miramare', 'Positano'],
  ['Albergo Marina Riviera', 'Amalfi'],
  ['Hotel Poseidon', 'Positano'],
  ['Hotel Palazzo Sasso', 'Ravello'],
  ['Hotel Villa Cimbrone', 'Ravello'],
  ['Hotel Sirmione Terme', 'Sirmione'],
  ['Albergo Catullo', 'Sirmione'],
  ['Hotel Du Lac et Du Parc', 'Riva del Garda'],
  ['Hotel Europa', 'Desenzano del Garda'],
  ['Hotel Benaco', 'Desenzano del Garda'],
  ['Hotel Bella Italia', 'Malcesine'],
  ['Albergo Vittoria', 'Riva del Garda'],
  ['Hotel Castello', 'Malcesine'],
  ['Hotel Milano Centrale', 'Milano'],
  ['Hotel Brera', 'Milano'],
  ['Albergo Manzoni', 'Milano'],
  ['Hotel Navigli', 'Milano'],
  ['Hotel De la Ville', 'Monza'],
  ['Hotel Regina', 'Lucca'],
  ['Hotel Stella d’Italia', 'Chioggia'],
  ['Hotel Belvedere', 'Ravello'],
  ['Albergo Roma', 'Roma'],
  ['Hotel Astoria', 'Lido di Venezia'],
  ['Hotel Principe', 'Mestre'],
  ['Hotel Savoia', 'Chioggia'],
  ['Hotel Splendid', 'Lucca'],
  ['Hotel Panorama', 'Tivoli'],
  ['Albergo San Marco', 'Venezia'],
  ['Hotel Garibaldi', 'Viterbo'],
  ['Hotel Cavour', 'Monza'],
  ['Hotel Ariston', 'Lucca'],
  ['Hotel Royal', 'Mestre'],
  ['Albergo Centrale', 'Pisa'],
  ['Hotel Metropole', 'Venezia'],
  ['Hotel Parco dei Principi', 'Roma'],
];

/** Each demo town's telephone prefix and postal code, so that a hotel's contacts fit its town. */
const TOWNS: Record<string, { prefix: string; postalCode: string }> = {
  Venezia: { prefix: '041', postalCode: '30124' },
  Mestre: { prefix: '041', postalCode: '30171' },
  'Lido di Venezia': { prefix: '041', postalCode: '30126' },
  Chioggia: { prefix: '041', postalCode: '30015' },
  Firenze: { prefix: '055', postalCode: '50122' },
  Siena: { prefix: '0577', postalCode: '53100' },
  Pisa: { prefix: '050', postalCode: '56126' },
  Lucca: { prefix: '0583', postalCode: '55100' },
  Roma: { prefix: '06', postalCode: '00184' },
  Tivoli: { prefix: '0774', postalCode: '00019' },
  Viterbo: { prefix: '0761', postalCode: '01100' },
  Amalfi: { prefix: '089', postalCode: '84011' },
  Positano: { prefix: '089', postalCode: '84017' },
  Ravello: { prefix: '089', postalCode: '84010' },
  Sirmione: { prefix: '030', postalCode: '25019' },
  'Riva del Garda': { prefix: '0464', postalCode: '38066' },
  'Desenzano del Garda': { prefix: '030', postalCode: '25015' },
  Malcesine: { prefix: '045', postalCode: '37018' },
  Milano: { prefix: '02', postalCode: '20121' },
  Monza: { prefix: '039', postalCode: '20900' },
};
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

  const byName = new Map(locations.map((l) => [l.name, l]));
  const hotelRows = HOTELS.map(([name, town], i) => {
    // A town missing from the locations (renamed by an administrator): the next location in turn.
    const loc = byName.get(town) ?? locations[i % locations.length];
    const contacts = TOWNS[loc.name];
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
      postal_code: contacts?.postalCode ?? null,
      city: loc.name,
      phone: `+39 ${contacts?.prefix ?? '06'} ${String(500000 + i * 1371).slice(0, 6)}`,
      fax: null,
      email: `info@${slug}.it`,
      website: `https://www.${slug}.it`,
      contact_name: i % 2 ? 'Ufficio gruppi' : 'Ufficio prenotazioni',
      contact_email: `gruppi@${slug}.it`,
      description: `${name}: ${loc.name}, ${loc.area_name}. Ideale per gruppi e scuole.`,
      hidden: i === HOTELS.length - 1,
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
