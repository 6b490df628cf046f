import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// Demo restaurants, bus services and guides in the demo areas' locations (demo mode only),
// so case files and the agency catalogue have something real to show. Money in cents.

type Menu = { price: number; cost?: number; freeEvery?: number };
type DemoRestaurant = {
  name: string;
  address: string;
  phone: string;
  email?: string;
  website?: string;
  /** s: Studenti, a: Adulti. */
  menus: { s?: Menu; a?: Menu };
};
type DemoBus = {
  name: string;
  address: string;
  phone: string;
  email: string;
  duration: 'HD' | 'FD' | 'Transfer';
  prices: [maxSeats: number, price: number, cost: number | null][];
};
type DemoGuide = {
  name: string;
  companyName: string;
  companyAddress: string;
  phone: string;
  email: string;
  guestTypeId: 's' | 'a';
  price: number;
  cost: number;
  extraCost?: number;
  persons: number;
  duration: 'HD' | 'FD';
  hours: number;
  notes?: string;
};
type DemoPlace = { restaurants: DemoRestaurant[]; buses: DemoBus[]; guides: DemoGuide[] };

const minibusToCoach = (base: number): DemoBus['prices'] => [
  [19, base, Math.round(base * 0.82)],
  [35, Math.round(base * 1.35), Math.round(base * 1.35 * 0.82)],
  [54, Math.round(base * 1.7), Math.round(base * 1.7 * 0.82)],
];

/** By location name (see seed/demo.ts). */
const DEMO_SERVICES: Record<string, DemoPlace> = {
  Venezia: {
    restaurants: [
      {
        name: 'Trattoria alla Madonna',
        address: 'Calle de la Madona 594, San Polo',
        phone: '041 5223824',
        email: 'info@ristoranteallamadonna.com',
        menus: {
          s: { price: 1800, cost: 1450, freeEvery: 20 },
          a: { price: 3200, cost: 2600, freeEvery: 25 },
        },
      },
      {
        name: 'Osteria Al Squero',
        address: 'Fondamenta Nani 943, Dorsoduro',
        phone: '041 5289811',
        menus: { s: { price: 1600, cost: 1300 }, a: { price: 2800, cost: 2300 } },
      },
    ],
    buses: [],
    guides: [
      {
        name: 'Piazza San Marco e Palazzo Ducale',
        companyName: 'Guide Venezia Soc. Coop.',
        companyAddress: 'Calle Larga San Marco 412, Venezia',
        phone: '041 5209038',
        email: 'prenotazioni@guidevenezia.it',
        guestTypeId: 's',
        price: 16000,
        cost: 13000,
        extraCost: 3000,
        persons: 30,
        duration: 'HD',
        hours: 3,
        notes: 'Auricolari inclusi; ingresso al Palazzo Ducale escluso.',
      },
    ],
  },
  Mestre: {
    restaurants: [
      {
        name: 'Ristorante Da Mario',
        address: 'Via Piave 45',
        phone: '041 930122',
        menus: { s: { price: 1500, cost: 1200, freeEvery: 25 }, a: { price: 2400 } },
      },
    ],
    buses: [
      {
        name: 'Autoservizi Laguna Veneta',
        address: 'Via Torino 110',
        phone: '041 5310450',
        email: 'noleggio@autolagunaveneta.it',
        duration: 'Transfer',
        prices: [
          [19, 22000, 18000],
          [54, 38000, 31000],
        ],
      },
    ],
    guides: [],
  },
  Firenze: {
    restaurants: [
      {
        name: 'Trattoria Sergio Gozzi',
        address: 'Piazza di San Lorenzo 8r',
        phone: '055 281941',
        menus: { s: { price: 1700, cost: 1350, freeEvery: 20 }, a: { price: 2900, cost: 2400 } },
      },
      {
        name: 'Ristorante Il Latini',
        address: 'Via dei Palchetti 6r',
        phone: '055 210916',
        email: 'info@illatini.com',
        website: 'https://www.illatini.com',
        menus: { a: { price: 3800, cost: 3100, freeEvery: 25 } },
      },
    ],
    buses: [
      {
        name: 'Autoservizi Fiorentini',
        address: 'Via Pratese 12',
        phone: '055 300400',
        email: 'noleggio@autoservizifiorentini.it',
        duration: 'HD',
        prices: minibusToCoach(28000),
      },
    ],
    guides: [
      {
        name: 'Galleria degli Uffizi',
        companyName: 'Guide Firenze Soc. Coop.',
        companyAddress: 'Piazza della Signoria 1, Firenze',
        phone: '055 2645000',
        email: 'prenotazioni@guidefirenze.it',
        guestTypeId: 's',
        price: 15000,
        cost: 12000,
        extraCost: 2500,
        persons: 25,
        duration: 'HD',
        hours: 2.5,
        notes: 'Prenotazione ingressi a cura dell’agenzia.',
      },
      {
        name: 'Firenze rinascimentale: Duomo e centro storico',
        companyName: 'Guide Firenze Soc. Coop.',
        companyAddress: 'Piazza della Signoria 1, Firenze',
        phone: '055 2645000',
        email: 'prenotazioni@guidefirenze.it',
        guestTypeId: 'a',
        price: 24000,
        cost: 19500,
        persons: 30,
        duration: 'FD',
        hours: 6,
      },
    ],
  },
  Siena: {
    restaurants: [
      {
        name: 'Osteria Le Logge',
        address: 'Via del Porrione 33',
        phone: '0577 48013',
        menus: { s: { price: 1900, cost: 1500 }, a: { price: 3500, cost: 2800, freeEvery: 20 } },
      },
    ],
    buses: [],
    guides: [
      {
        name: 'Siena medievale: Piazza del Campo e Duomo',
        companyName: 'Terre di Siena Guide',
        companyAddress: 'Via di Città 50, Siena',
        phone: '0577 43273',
        email: 'info@terredisienaguide.it',
        guestTypeId: 'a',
        price: 17000,
        cost: 14000,
        persons: 25,
        duration: 'HD',
        hours: 3,
      },
    ],
  },
  Pisa: {
    restaurants: [
      {
        name: 'Trattoria La Buca',
        address: 'Via Santa Maria 172',
        phone: '050 560660',
        menus: { s: { price: 1400, cost: 1100, freeEvery: 25 }, a: { price: 2300, cost: 1850 } },
      },
    ],
    buses: [
      {
        name: 'Pisa Bus Turismo',
        address: 'Via Aurelia Nord 8',
        phone: '050 990011',
        email: 'info@pisabusturismo.it',
        duration: 'FD',
        prices: [
          [25, 42000, 35000],
          [35, 52000, 43000],
          [54, 65000, null],
        ],
      },
    ],
    guides: [],
  },
  Roma: {
    restaurants: [
      {
        name: 'Trattoria Da Enzo al 29',
        address: 'Via dei Vascellari 29, Trastevere',
        phone: '06 5812260',
        menus: { s: { price: 1600, cost: 1300, freeEvery: 20 }, a: { price: 3000, cost: 2400 } },
      },
      {
        name: 'Ristorante Il Colosseo',
        address: 'Via di San Giovanni in Laterano 46',
        phone: '06 7004211',
        email: 'prenotazioni@ilcolosseoristorante.it',
        menus: { s: { price: 1800, cost: 1400 }, a: { price: 3400, cost: 2700, freeEvery: 25 } },
      },
    ],
    buses: [
      {
        name: 'Roma Bus Express',
        address: 'Via Tiburtina 1020',
        phone: '06 41200300',
        email: 'noleggi@romabusexpress.it',
        duration: 'Transfer',
        prices: [
          [8, 15000, 12000],
          [19, 24000, 19500],
          [35, 33000, 27000],
          [54, 42000, 34500],
        ],
      },
      {
        name: 'Autolinee Capitoline',
        address: 'Via Prenestina 855',
        phone: '06 22800111',
        email: 'info@autolineecapitoline.it',
        duration: 'FD',
        prices: minibusToCoach(45000),
      },
    ],
    guides: [
      {
        name: 'Roma antica: Colosseo e Fori Imperiali',
        companyName: 'Roma Guide Turistiche',
        companyAddress: 'Via dei Fori Imperiali 1, Roma',
        phone: '06 6991234',
        email: 'visite@romaguide.it',
        guestTypeId: 's',
        price: 18000,
        cost: 14500,
        extraCost: 3000,
        persons: 30,
        duration: 'HD',
        hours: 3,
        notes: 'Biglietti di ingresso esclusi.',
      },
      {
        name: 'Musei Vaticani e Cappella Sistina',
        companyName: 'Roma Guide Turistiche',
        companyAddress: 'Via dei Fori Imperiali 1, Roma',
        phone: '06 6991234',
        email: 'visite@romaguide.it',
        guestTypeId: 'a',
        price: 22000,
        cost: 18000,
        persons: 25,
        duration: 'HD',
        hours: 3.5,
      },
    ],
  },
  Tivoli: {
    restaurants: [
      {
        name: 'Ristorante Sibilla',
        address: 'Via della Sibilla 50',
        phone: '0774 335281',
        website: 'https://www.ristorantesibilla.com',
        menus: { a: { price: 3600, cost: 2900 } },
      },
    ],
    buses: [],
    guides: [
      {
        name: "Villa d'Este e Villa Adriana",
        companyName: 'Tivoli Guide',
        companyAddress: 'Piazza Trento 5, Tivoli',
        phone: '0774 313536',
        email: 'info@tivoliguide.it',
        guestTypeId: 'a',
        price: 26000,
        cost: 21000,
        persons: 30,
        duration: 'FD',
        hours: 6,
      },
    ],
  },
  Amalfi: {
    restaurants: [
      {
        name: 'Trattoria Il Mulino',
        address: 'Via delle Cartiere 36',
        phone: '089 872223',
        menus: { s: { price: 2000, cost: 1600, freeEvery: 20 }, a: { price: 3300, cost: 2700 } },
      },
    ],
    buses: [
      {
        name: 'Costiera Bus',
        address: 'Via Pietro Capuano 2',
        phone: '089 871009',
        email: 'info@costierabus.it',
        duration: 'FD',
        prices: [
          [19, 38000, 31000],
          [35, 50000, 41000],
        ],
      },
    ],
    guides: [],
  },
  Positano: {
    restaurants: [
      {
        name: 'Ristorante Chez Black',
        address: 'Via del Brigantino 19',
        phone: '089 875036',
        menus: { a: { price: 4500, cost: 3700, freeEvery: 25 } },
      },
    ],
    buses: [],
    guides: [
      {
        name: 'Sentiero degli Dei',
        companyName: 'Amalfi Coast Guide',
        companyAddress: 'Via Pasitea 100, Positano',
        phone: '089 811300',
        email: 'escursioni@amalficoastguide.it',
        guestTypeId: 's',
        price: 20000,
        cost: 16000,
        persons: 20,
        duration: 'FD',
        hours: 5,
        notes: 'Scarpe da trekking consigliate.',
      },
    ],
  },
  Sirmione: {
    restaurants: [
      {
        name: 'Ristorante La Rucola',
        address: 'Via Strentelle 7',
        phone: '030 916326',
        menus: { s: { price: 1700, cost: 1350 }, a: { price: 3100, cost: 2500, freeEvery: 20 } },
      },
    ],
    buses: [
      {
        name: 'Garda Tour Bus',
        address: 'Via Colombare 22',
        phone: '030 9196000',
        email: 'noleggio@gardatourbus.it',
        duration: 'HD',
        prices: minibusToCoach(26000),
      },
    ],
    guides: [
      {
        name: 'Sirmione: Rocca Scaligera e Grotte di Catullo',
        companyName: 'Guide del Garda',
        companyAddress: 'Piazza Castello 1, Sirmione',
        phone: '030 916114',
        email: 'info@guidedelgarda.it',
        guestTypeId: 's',
        price: 14000,
        cost: 11000,
        persons: 25,
        duration: 'HD',
        hours: 2,
      },
    ],
  },
  'Riva del Garda': {
    restaurants: [
      {
        name: 'Trattoria Al Volt',
        address: 'Via Fiume 73',
        phone: '0464 552570',
        menus: { s: { price: 1600, cost: 1250, freeEvery: 25 }, a: { price: 2700, cost: 2200 } },
      },
    ],
    buses: [],
    guides: [],
  },
  Milano: {
    restaurants: [
      {
        name: 'Trattoria Milanese',
        address: 'Via Santa Marta 11',
        phone: '02 86451991',
        menus: { s: { price: 1900, cost: 1550, freeEvery: 20 }, a: { price: 3500, cost: 2850 } },
      },
      {
        name: 'Ristorante Da Giacomo',
        address: 'Via Pasquale Sottocorno 6',
        phone: '02 76023313',
        email: 'info@giacomoristorante.com',
        menus: { a: { price: 4800, cost: 3900, freeEvery: 25 } },
      },
    ],
    buses: [
      {
        name: 'Autoservizi Ambrosiani',
        address: 'Via Mecenate 76',
        phone: '02 50600200',
        email: 'noleggio@autoambrosiani.it',
        duration: 'Transfer',
        prices: [
          [8, 16000, 13000],
          [19, 26000, 21000],
          [54, 46000, 37500],
        ],
      },
    ],
    guides: [
      {
        name: 'Duomo e Cenacolo Vinciano',
        companyName: 'Milano Guide Turistiche',
        companyAddress: 'Piazza del Duomo 14, Milano',
        phone: '02 72524301',
        email: 'visite@milanoguide.it',
        guestTypeId: 'a',
        price: 21000,
        cost: 17000,
        extraCost: 2000,
        persons: 25,
        duration: 'HD',
        hours: 3,
      },
    ],
  },
};

/** Inserts the demo services in the locations that exist (by name); run inside the demo seed's transaction. */
export async function seedDemoServices(tx: Transaction<Database> | Kysely<Database>): Promise<void> {
  const locations = await tx
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('name', 'in', Object.keys(DEMO_SERVICES))
    .execute();
  for (const location of locations) {
    const place = DEMO_SERVICES[location.name];
    for (const r of place.restaurants) {
      const { id } = await tx
        .insertInto('restaurants')
        .values({
          name: r.name,
          location_id: location.id,
          address: r.address,
          phone: r.phone,
          fax: null,
          email: r.email ?? null,
          website: r.website ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('restaurant_menus')
        .values(
          Object.entries(r.menus).map(([gt, m]) => ({
            restaurant_id: id,
            guest_type_id: gt,
            price: m.price,
            cost: m.cost ?? null,
            free_every: m.freeEvery ?? null,
          })),
        )
        .execute();
    }
    for (const b of place.buses) {
      const { id } = await tx
        .insertInto('bus_services')
        .values({
          name: b.name,
          location_id: location.id,
          address: b.address,
          phone: b.phone,
          email: b.email,
          duration: b.duration,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('bus_prices')
        .values(
          b.prices.map(([maxSeats, price, cost]) => ({
            bus_service_id: id,
            max_seats: maxSeats,
            price,
            cost,
          })),
        )
        .execute();
    }
    if (place.guides.length > 0) {
      await tx
        .insertInto('guide_services')
        .values(
          place.guides.map((g) => ({
            name: g.name,
            location_id: location.id,
            company_name: g.companyName,
            company_address: g.companyAddress,
            phone: g.phone,
            email: g.email,
            guest_type_id: g.guestTypeId,
            price: g.price,
            cost: g.cost,
            extra_cost: g.extraCost ?? null,
            persons: g.persons,
            duration: g.duration,
            hours: g.hours,
            notes: g.notes ?? null,
          })),
        )
        .execute();
    }
  }
}
