import type { Executor } from '../db/executor';

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

type GuideCompany = Pick<DemoGuide, 'companyName' | 'companyAddress' | 'phone' | 'email'>;

const restaurant = (
  name: string,
  address: string,
  phone: string,
  menus: DemoRestaurant['menus'],
  more: Pick<DemoRestaurant, 'email' | 'website'> = {},
): DemoRestaurant => ({ name, address, phone, ...more, menus });

const bus = (
  name: string,
  address: string,
  phone: string,
  email: string,
  duration: DemoBus['duration'],
  prices: DemoBus['prices'],
): DemoBus => ({ name, address, phone, email, duration, prices });

type Tour = Omit<DemoGuide, keyof GuideCompany>;

/** One guide company's tours: the company's name and contacts on each. */
const guidesOf = (
  [companyName, companyAddress, phone, email]: [name: string, address: string, phone: string, email: string],
  ...tours: Tour[]
): DemoGuide[] => tours.map((tour) => ({ ...tour, companyName, companyAddress, phone, email }));

/** A guided tour for up to `persons`: price and cost per group (and the cost of each extra guide). */
const tour = (
  name: string,
  guestTypeId: Tour['guestTypeId'],
  duration: Tour['duration'],
  hours: number,
  persons: number,
  [price, cost, extraCost]: [price: number, cost: number, extraCost?: number],
  notes?: string,
): Tour => ({ name, guestTypeId, price, cost, extraCost, persons, duration, hours, notes });

const minibusToCoach = (base: number): DemoBus['prices'] => [
  [19, base, Math.round(base * 0.82)],
  [35, Math.round(base * 1.35), Math.round(base * 1.35 * 0.82)],
  [54, Math.round(base * 1.7), Math.round(base * 1.7 * 0.82)],
];

/** By location name (see seed/demo.ts). */
const DEMO_SERVICES: Record<string, DemoPlace> = {
  Venezia: {
    restaurants: [
      restaurant(
        'Trattoria alla Madonna',
        'Calle de la Madona 594, San Polo',
        '041 5223824',
        {
          s: { price: 1800, cost: 1450, freeEvery: 20 },
          a: { price: 3200, cost: 2600, freeEvery: 25 },
        },
        { email: 'info@ristoranteallamadonna.com' },
      ),
      restaurant('Osteria Al Squero', 'Fondamenta Nani 943, Dorsoduro', '041 5289811', {
        s: { price: 1600, cost: 1300 },
        a: { price: 2800, cost: 2300 },
      }),
    ],
    buses: [],
    guides: guidesOf(
      [
        'Guide Venezia Soc. Coop.',
        'Calle Larga San Marco 412, Venezia',
        '041 5209038',
        'prenotazioni@guidevenezia.it',
      ],
      tour(
        'Piazza San Marco e Palazzo Ducale',
        's',
        'HD',
        3,
        30,
        [16000, 13000, 3000],
        'Auricolari inclusi; ingresso al Palazzo Ducale escluso.',
      ),
    ),
  },
  Mestre: {
    restaurants: [
      restaurant('Ristorante Da Mario', 'Via Piave 45', '041 930122', {
        s: { price: 1500, cost: 1200, freeEvery: 25 },
        a: { price: 2400 },
      }),
    ],
    buses: [
      bus(
        'Autoservizi Laguna Veneta',
        'Via Torino 110',
        '041 5310450',
        'noleggio@autolagunaveneta.it',
        'Transfer',
        [
          [19, 22000, 18000],
          [54, 38000, 31000],
        ],
      ),
    ],
    guides: [],
  },
  Firenze: {
    restaurants: [
      restaurant('Trattoria Sergio Gozzi', 'Piazza di San Lorenzo 8r', '055 281941', {
        s: { price: 1700, cost: 1350, freeEvery: 20 },
        a: { price: 2900, cost: 2400 },
      }),
      restaurant(
        'Ristorante Il Latini',
        'Via dei Palchetti 6r',
        '055 210916',
        { a: { price: 3800, cost: 3100, freeEvery: 25 } },
        { email: 'info@illatini.com', website: 'https://www.illatini.com' },
      ),
    ],
    buses: [
      bus(
        'Autoservizi Fiorentini',
        'Via Pratese 12',
        '055 300400',
        'noleggio@autoservizifiorentini.it',
        'HD',
        minibusToCoach(28000),
      ),
    ],
    guides: guidesOf(
      [
        'Guide Firenze Soc. Coop.',
        'Piazza della Signoria 1, Firenze',
        '055 2645000',
        'prenotazioni@guidefirenze.it',
      ],
      tour(
        'Galleria degli Uffizi',
        's',
        'HD',
        2.5,
        25,
        [15000, 12000, 2500],
        'Prenotazione ingressi a cura dell’agenzia.',
      ),
      tour('Firenze rinascimentale: Duomo e centro storico', 'a', 'FD', 6, 30, [24000, 19500]),
    ),
  },
  Siena: {
    restaurants: [
      restaurant('Osteria Le Logge', 'Via del Porrione 33', '0577 48013', {
        s: { price: 1900, cost: 1500 },
        a: { price: 3500, cost: 2800, freeEvery: 20 },
      }),
    ],
    buses: [],
    guides: guidesOf(
      ['Terre di Siena Guide', 'Via di Città 50, Siena', '0577 43273', 'info@terredisienaguide.it'],
      tour('Siena medievale: Piazza del Campo e Duomo', 'a', 'HD', 3, 25, [17000, 14000]),
    ),
  },
  Pisa: {
    restaurants: [
      restaurant('Trattoria La Buca', 'Via Santa Maria 172', '050 560660', {
        s: { price: 1400, cost: 1100, freeEvery: 25 },
        a: { price: 2300, cost: 1850 },
      }),
    ],
    buses: [
      bus('Pisa Bus Turismo', 'Via Aurelia Nord 8', '050 990011', 'info@pisabusturismo.it', 'FD', [
        [25, 42000, 35000],
        [35, 52000, 43000],
        [54, 65000, null],
      ]),
    ],
    guides: [],
  },
  Roma: {
    restaurants: [
      restaurant('Trattoria Da Enzo al 29', 'Via dei Vascellari 29, Trastevere', '06 5812260', {
        s: { price: 1600, cost: 1300, freeEvery: 20 },
        a: { price: 3000, cost: 2400 },
      }),
      restaurant(
        'Ristorante Il Colosseo',
        'Via di San Giovanni in Laterano 46',
        '06 7004211',
        { s: { price: 1800, cost: 1400 }, a: { price: 3400, cost: 2700, freeEvery: 25 } },
        { email: 'prenotazioni@ilcolosseoristorante.it' },
      ),
    ],
    buses: [
      bus('Roma Bus Express', 'Via Tiburtina 1020', '06 41200300', 'noleggi@romabusexpress.it', 'Transfer', [
        [8, 15000, 12000],
        [19, 24000, 19500],
        [35, 33000, 27000],
        [54, 42000, 34500],
      ]),
      bus(
        'Autolinee Capitoline',
        'Via Prenestina 855',
        '06 22800111',
        'info@autolineecapitoline.it',
        'FD',
        minibusToCoach(45000),
      ),
    ],
    guides: guidesOf(
      ['Roma Guide Turistiche', 'Via dei Fori Imperiali 1, Roma', '06 6991234', 'visite@romaguide.it'],
      tour(
        'Roma antica: Colosseo e Fori Imperiali',
        's',
        'HD',
        3,
        30,
        [18000, 14500, 3000],
        'Biglietti di ingresso esclusi.',
      ),
      tour('Musei Vaticani e Cappella Sistina', 'a', 'HD', 3.5, 25, [22000, 18000]),
    ),
  },
  Tivoli: {
    restaurants: [
      restaurant(
        'Ristorante Sibilla',
        'Via della Sibilla 50',
        '0774 335281',
        { a: { price: 3600, cost: 2900 } },
        { website: 'https://www.ristorantesibilla.com' },
      ),
    ],
    buses: [],
    guides: guidesOf(
      ['Tivoli Guide', 'Piazza Trento 5, Tivoli', '0774 313536', 'info@tivoliguide.it'],
      tour("Villa d'Este e Villa Adriana", 'a', 'FD', 6, 30, [26000, 21000]),
    ),
  },
  Amalfi: {
    restaurants: [
      restaurant('Trattoria Il Mulino', 'Via delle Cartiere 36', '089 872223', {
        s: { price: 2000, cost: 1600, freeEvery: 20 },
        a: { price: 3300, cost: 2700 },
      }),
    ],
    buses: [
      bus('Costiera Bus', 'Via Pietro Capuano 2', '089 871009', 'info@costierabus.it', 'FD', [
        [19, 38000, 31000],
        [35, 50000, 41000],
      ]),
    ],
    guides: [],
  },
  Positano: {
    restaurants: [
      restaurant('Ristorante Chez Black', 'Via del Brigantino 19', '089 875036', {
        a: { price: 4500, cost: 3700, freeEvery: 25 },
      }),
    ],
    buses: [],
    guides: guidesOf(
      ['Amalfi Coast Guide', 'Via Pasitea 100, Positano', '089 811300', 'escursioni@amalficoastguide.it'],
      tour('Sentiero degli Dei', 's', 'FD', 5, 20, [20000, 16000], 'Scarpe da trekking consigliate.'),
    ),
  },
  Sirmione: {
    restaurants: [
      restaurant('Ristorante La Rucola', 'Via Strentelle 7', '030 916326', {
        s: { price: 1700, cost: 1350 },
        a: { price: 3100, cost: 2500, freeEvery: 20 },
      }),
    ],
    buses: [
      bus(
        'Garda Tour Bus',
        'Via Colombare 22',
        '030 9196000',
        'noleggio@gardatourbus.it',
        'HD',
        minibusToCoach(26000),
      ),
    ],
    guides: guidesOf(
      ['Guide del Garda', 'Piazza Castello 1, Sirmione', '030 916114', 'info@guidedelgarda.it'],
      tour('Sirmione: Rocca Scaligera e Grotte di Catullo', 's', 'HD', 2, 25, [14000, 11000]),
    ),
  },
  'Riva del Garda': {
    restaurants: [
      restaurant('Trattoria Al Volt', 'Via Fiume 73', '0464 552570', {
        s: { price: 1600, cost: 1250, freeEvery: 25 },
        a: { price: 2700, cost: 2200 },
      }),
    ],
    buses: [],
    guides: [],
  },
  Milano: {
    restaurants: [
      restaurant('Trattoria Milanese', 'Via Santa Marta 11', '02 86451991', {
        s: { price: 1900, cost: 1550, freeEvery: 20 },
        a: { price: 3500, cost: 2850 },
      }),
      restaurant(
        'Ristorante Da Giacomo',
        'Via Pasquale Sottocorno 6',
        '02 76023313',
        { a: { price: 4800, cost: 3900, freeEvery: 25 } },
        { email: 'info@giacomoristorante.com' },
      ),
    ],
    buses: [
      bus(
        'Autoservizi Ambrosiani',
        'Via Mecenate 76',
        '02 50600200',
        'noleggio@autoambrosiani.it',
        'Transfer',
        [
          [8, 16000, 13000],
          [19, 26000, 21000],
          [54, 46000, 37500],
        ],
      ),
    ],
    guides: guidesOf(
      ['Milano Guide Turistiche', 'Piazza del Duomo 14, Milano', '02 72524301', 'visite@milanoguide.it'],
      tour('Duomo e Cenacolo Vinciano', 'a', 'HD', 3, 25, [21000, 17000, 2000]),
    ),
  },
};

/** Inserts the demo services in the locations that exist (by name); run inside the demo seed's transaction. */
export async function seedDemoServices(tx: Executor): Promise<void> {
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
