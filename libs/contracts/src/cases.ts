import { z } from 'zod';
import { countryRef, isoDate, namedRef, optionalText, requiredText, versioned, whenPresent } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';
import { idName } from './reference';
import { caseStatuses } from './rules/case-status';
import { formatItalianDate } from './rules/dates';
import { mealCodes } from './rules/stay-conditions';
import { addressRead, periodRead, periodRefinement, periodRule } from './schema-parts';

// Case files (pratiche): docs/product/cases.md (case, stay, meal, bus trip / guided tour, extra
// line). Money in integer euro cents (docs/product/prices-and-freebies.md); dates 'YYYY-MM-DD'.

export const caseMessages = {
  /** 'Vai alla pratica numero' with an unknown number (docs/product/cases.md#items). */
  notFound: (n: number | string) => `Non è stata trovata nessuna pratica con numero ${n}`,
  stayNotFound: 'Pernottamento non trovato',
  itemNotFound: 'Voce non trovata',
  selectRestaurant: 'Selezionare un ristorante per procedere',
  selectService: 'Selezionare un servizio per procedere',
  invalidCustomer: 'Cliente non valido',
  invalidGuestType: 'Tipologia ospiti non valida',
  invalidHotel: 'Hotel non valido',
  /** A stay must lie within the case's period (arrival and departure included). */
  stayOutsideCase: (begin: string, end: string) =>
    `Il soggiorno deve essere compreso nel periodo della pratica (dal ${formatItalianDate(begin)} al ${formatItalianDate(end)})`,
  /** Head edit: the new period would leave stays outside it. */
  staysOutsidePeriod: 'Il periodo non comprende tutti i pernottamenti della pratica',
  noActiveOffer: "L'hotel non ha un listino attivo per la tipologia di ospiti della pratica",
  noGuests: 'Indicare almeno un ospite',
  freebiesOverPersons: 'Le gratuità non possono superare le persone',
  noMenu: 'Il ristorante non ha un menù per la tipologia di ospiti della pratica: indicare il prezzo',
  noServicePrice: 'Il servizio non ha un prezzo per questo gruppo: indicare il prezzo',
  /** The confirms of docs/product/formats-and-errors.md#confirms-the-user-answers (409 ChangingOptionGuestCount / ChangingReservationGuestCount). */
  changingOptionGuestCount:
    "Il numero di ospiti nell'opzione associata al pernottamento verrà aggiornato. Proseguire?",
  changingReservationGuestCount:
    'Il numero di ospiti nella prenotazione confermata associata al pernottamento verrà aggiornato. Proseguire?',
  alreadyReserved: 'Il pernottamento è già confermato: rilasciare la prenotazione per modificarla',
  noOption: 'Il pernottamento non ha un’opzione',
  noReservation: 'Il pernottamento non ha una prenotazione',
  /** The case detail's empty state (docs/product/cases.md#what-a-case-holds). */
  empty: 'Nessuna voce inserita nella pratica, usare il menù Azioni per aggiungere hotel e altre voci',
} as const;

/** Persons, guests, freebies of a case: required, integer, 0 to 100.000 (the item forms use it too). */
export const caseCount = z.number().int(messages.integer).min(0, messages.notNegative).max(100_000);
/** An amount in euro cents of a case: required, integer, 0 to 999.999,99 € (the item forms use it too). */
export const caseCents = z
  .number()
  .int(messages.integer)
  .min(0, messages.notNegative)
  .max(99_999_999, messages.maxAmount);
const signedCents = z
  .number()
  .int(messages.integer)
  .min(-99_999_999, messages.minAmount)
  .max(99_999_999, messages.maxAmount);
const refId = (message: string) => z.number({ error: message }).int(message).positive(message);

// ---- case head ----------------------------------------------------------------------------

export const caseStatusSchema = z.enum(caseStatuses, whenPresent('Stato non valido'));

/**
 * GET /docs?name&status&agency&from&to&p&ipp ('Elenco pratiche'): newest number first; `from`
 * .. `to` keeps the cases whose period overlaps it (either end may be left open).
 */
export const caseListQuery = pageQuery
  .extend({
    name: z.string().trim().max(200).optional(),
    status: caseStatusSchema.optional(),
    agency: recordId.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to)
      periodRule('from', 'to', { maxDays: Number.POSITIVE_INFINITY })(v as { from: string; to: string }, ctx);
  });
export type CaseListQuery = z.infer<typeof caseListQuery>;

export const caseUserRef = z.object({ firstName: z.string(), lastName: z.string() });

/** Columns Numero, Nome, Agenzia, Dal, Al, Tipologia, N. partecipanti, Stato, Utente. */
export const caseListItem = z.object({
  number: z.number().int(),
  name: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  guestType: idName,
  guestCount: z.number().int(),
  customer: namedRef,
  user: caseUserRef.nullable(),
  status: caseStatusSchema,
});
export type CaseListItem = z.infer<typeof caseListItem>;

/** The longest notes of a case (those of a quote request fit). */
export const CASE_NOTES_MAX = 2000;

const caseFields = z.object({
  name: requiredText(200),
  customerId: refId(caseMessages.invalidCustomer),
  beginDate: isoDate,
  endDate: isoDate,
  guestTypeId: z.string().trim().min(1, messages.required).max(10),
  guestCount: caseCount,
  notes: optionalText(CASE_NOTES_MAX),
});
const casePeriod = periodRefinement('beginDate', 'endDate');

/** POST /docs: answers `{ number }`. At most MAX_PERIOD_DAYS days. */
export const caseWrite = caseFields.superRefine(...casePeriod);
export type CaseWrite = z.infer<typeof caseWrite>;
export type CaseWriteInput = z.input<typeof caseWrite>;
export const caseUpdate = caseFields.merge(versioned).superRefine(...casePeriod);
export type CaseUpdate = z.infer<typeof caseUpdate>;
export const caseCreated = z.object({ number: z.number().int() });

/** GET /docs/:docNum/edit: the head form (customer for the agency search field). */
export const caseEdit = caseFields
  .extend({ number: z.number().int(), customer: namedRef, notes: z.string().nullable() })
  .merge(versioned);
export type CaseEdit = z.infer<typeof caseEdit>;

export const caseExists = z.object({ exists: z.boolean() });

/** The customer (agency) as the case detail's 'Cliente' card shows it. */
export const caseCustomer = z.object({
  id: z.number().int(),
  fullName: z.string(),
  ...addressRead,
  country: countryRef.nullable(),
  vatNumber: z.string().nullable(),
  einvoiceCode: z.string().nullable(),
});

// ---- stays ---------------------------------------------------------------------------------

export const mealCode = z.enum(mealCodes);
/** One day of the stay's grid: the service class and the items b/l/d/n (departure day included). */
export const stayDay = z.object({
  date: isoDate,
  serviceClassId: z.string().min(1).max(10),
  items: z.array(mealCode).max(4),
});
/** A day of the grid as read (responses do not re-check the bounds of what is stored). */
const stayDayRead = stayDay.extend({ date: z.string(), serviceClassId: z.string() });
const countMap = z.record(z.string().max(10), caseCount);
const centsMap = z.record(z.string().max(10), caseCents);
/** Agreed unit prices: accommodation type → service class → cents (null: from the price list night by night). */
const stayPricesMap = z.record(z.string().max(10), z.record(z.string().max(10), caseCents.nullable()));

/** A stay's arrival and departure: departure after arrival, at most MAX_PERIOD_DAYS nights. */
const stayPeriod = periodRefinement('begin', 'end', { endAfterBegin: true });

/** POST /docs/:docNum/stays, PUT /docs/stays/:id (+ version, ?force=true). */
export const stayWrite = z
  .object({
    hotelId: refId(caseMessages.invalidHotel),
    begin: isoDate,
    end: isoDate,
    conditions: z.array(stayDay).max(400),
    guests: countMap,
    prices: stayPricesMap.default({}),
    freebiesCount: countMap.default({}),
    freebiesValue: centsMap.default({}),
    notes: optionalText(2000),
  })
  .superRefine(...stayPeriod);
export type StayWrite = z.infer<typeof stayWrite>;

/**
 * What the stay editor's form holds (docs/product/cases.md#stays): the day-by-day grid, guests and
 * agreed prices per accommodation type, the notes, checked with the bounds of `stayWrite`. An
 * emptied guests cell is no guests; an emptied price is the price list's, night by night.
 */
export const stayCells = z.object({
  conditions: stayWrite.shape.conditions,
  // A cell never typed in is missing (undefined), an emptied one null.
  guests: z.record(
    z.string().max(10),
    caseCount.nullish().transform((n) => n ?? 0),
  ),
  prices: z.record(
    z.string().max(10),
    z.record(
      z.string().max(10),
      caseCents.nullish().transform((c) => c ?? null),
    ),
  ),
  notes: optionalText(2000),
});
export type StayCellsInput = z.input<typeof stayCells>;
export type StayWriteInput = z.input<typeof stayWrite>;
export const stayUpdate = stayWrite.and(versioned);
export type StayUpdate = z.infer<typeof stayUpdate>;
export const forceFlag = z.object({
  force: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});

/** A price-list entry as kept with the stay (snapshot taken when hotel or period is chosen). */
export const stayPriceRow = z.object({
  ...periodRead,
  prices: z.record(z.string(), z.number().int().nullable()),
  costs: z.record(z.string(), z.number().int().nullable()),
  extras: z.record(z.string(), z.number().int().nullable()),
  extrasCosts: z.record(z.string(), z.number().int().nullable()),
});
export type StayPriceRow = z.infer<typeof stayPriceRow>;

export const caseCostLine = z.object({
  key: z.string(),
  description: z.string(),
  accomodationId: z.string().nullable(),
  serviceClassId: z.string(),
  ...periodRead,
  quantity: z.number().int(),
  nights: z.number().int(),
  unitValue: z.number().int(),
  total: z.number().int(),
  freebie: z.boolean(),
});

/** docs/product/allotment-and-holds.md#holds-options-and-reservations: `expired` once the expiry is before today (button 'Nuova opzione'). */
export const stayOption = z.object({
  holdId: z.number().int(),
  expires: z.string(),
  contact: z.string(),
  expired: z.boolean(),
  forced: z.boolean(),
});
export const stayReservation = z.object({
  holdId: z.number().int(),
  contact: z.string(),
  forced: z.boolean(),
});

export const stayHotel = namedRef.extend({
  city: z.string().nullable(),
  category: idName.nullable(),
});

export const guestTypeAccomodations = z.object({
  id: z.string(),
  name: z.string(),
  baseAccomodationId: z.string(),
  extraAccomodationIds: z.array(z.string()),
});

/** A stay as the case detail and GET /docs/stays/:id show it. */
export const stay = z.object({
  id: z.number().int(),
  caseNumber: z.number().int(),
  hotel: stayHotel,
  ...periodRead,
  nights: z.number().int(),
  guests: z.record(z.string(), z.number().int()),
  guestCount: z.number().int(),
  prices: z.record(z.string(), z.record(z.string(), z.number().int().nullable())),
  freebiesCount: z.record(z.string(), z.number().int()),
  freebiesValue: z.record(z.string(), z.number().int()),
  conditions: z.array(stayDayRead),
  notes: z.string().nullable(),
  costLines: z.array(caseCostLine),
  total: z.number().int(),
  /** Nights with guests and no price at all (the costs table warns). */
  unpriced: z.array(z.object({ date: z.string(), accomodationId: z.string(), serviceClassId: z.string() })),
  option: stayOption.nullable(),
  reservation: stayReservation.nullable(),
  version: z.number().int(),
});
export type Stay = z.infer<typeof stay>;

/**
 * GET /docs/stays/:id/edit: the stay and what the editor needs to recompute the cost lines
 * with `stayCostLines` as the user types (the price rows kept with the stay, the freebie
 * rule, the guest type's accommodation types).
 */
export const stayEdit = stay.extend({
  priceRows: z.array(stayPriceRow),
  freebie: z.object({ every: z.number().int(), accomodationId: z.string() }).nullable(),
  guestType: guestTypeAccomodations,
});
export type StayEdit = z.infer<typeof stayEdit>;

/** GET /docs/:docNum/stays/auxdata?hotel&begin&end: step one of the stay editor. */
export const stayAuxQuery = z
  .object({ hotel: recordId, begin: isoDate, end: isoDate })
  .superRefine(...stayPeriod);
export const stayAuxData = z.object({
  hotel: stayHotel.extend({ hidden: z.boolean() }),
  activeOffer: z.object({
    freebie: z.object({ every: z.number().int(), accomodationId: z.string() }).nullable(),
  }),
  priceRows: z.array(stayPriceRow),
  guestType: guestTypeAccomodations,
  /** The step-two form's starting values (docs/product/prices-and-freebies.md#default-stay-conditions; prices from the price list). */
  defaults: z.object({
    conditions: z.array(stayDayRead),
    guests: z.record(z.string(), z.number().int()),
    prices: z.record(z.string(), z.record(z.string(), z.number().int().nullable())),
    freebiesCount: z.record(z.string(), z.number().int()),
    freebiesValue: z.record(z.string(), z.number().int()),
  }),
});
export type StayAuxData = z.infer<typeof stayAuxData>;

/** PUT /docs/stays/:id/option (?force=true). `expires` today or later (UI default today + 7). */
export const stayOptionWrite = z.object({
  expires: isoDate,
  contact: requiredText(200),
});
export type StayOptionWrite = z.infer<typeof stayOptionWrite>;
/** PUT /docs/stays/:id/reservation (?force=true). */
export const stayReservationWrite = z.object({ contact: requiredText(200) });
export type StayReservationWrite = z.infer<typeof stayReservationWrite>;

// ---- meals, bus trips, guided tours -------------------------------------------------------

export const mealTimes = ['pranzo', 'cena'] as const;
export const mealTime = z.enum(mealTimes);

/**
 * POST /docs/:docNum/meals, PUT /docs/meals/:id (+ version). `freebies` and `unitPrice`
 * may be omitted: the server then applies floor(persons / freeEvery) and the restaurant's
 * menu price for the case's guest type.
 */
export const mealWrite = z.object({
  restaurantId: refId(caseMessages.selectRestaurant),
  date: isoDate,
  time: mealTime,
  persons: caseCount,
  freebies: caseCount.nullish(),
  unitPrice: caseCents.nullish(),
});
export type MealWrite = z.infer<typeof mealWrite>;
export type MealWriteInput = z.input<typeof mealWrite>;
export const mealUpdate = mealWrite.merge(versioned);

/** The first fields of a case item (meal, bus trip, guided tour) as read: its id and case. */
const caseItemKey = {
  id: z.number().int(),
  caseNumber: z.number().int(),
};
/** The last fields of a case item as read: unit price, total, version. */
const caseItemAmount = {
  unitPrice: z.number().int(),
  total: z.number().int(),
  version: z.number().int(),
};

export const meal = z.object({
  ...caseItemKey,
  restaurant: namedRef,
  date: z.string(),
  time: mealTime,
  persons: z.number().int(),
  freebies: z.number().int(),
  ...caseItemAmount,
});
export type Meal = z.infer<typeof meal>;

/** POST /docs/:docNum/{bustrips|guidedtours}, PUT /docs/{type}/:id. unitPrice omitted: from the service. */
/** How many of a bus trip or guided tour: 1 to 1000 (the item form uses it too). */
export const serviceItemQuantity = z.number().int(messages.integer).min(1, 'Deve essere almeno 1').max(1000);

export const serviceItemWrite = z.object({
  serviceId: refId(caseMessages.selectService),
  date: isoDate,
  quantity: serviceItemQuantity,
  unitPrice: caseCents.nullish(),
});
export type ServiceItemWrite = z.infer<typeof serviceItemWrite>;
export type ServiceItemWriteInput = z.input<typeof serviceItemWrite>;
export const serviceItemUpdate = serviceItemWrite.merge(versioned);

export const serviceItem = z.object({
  ...caseItemKey,
  service: namedRef,
  date: z.string(),
  quantity: z.number().int(),
  ...caseItemAmount,
});
export type ServiceItem = z.infer<typeof serviceItem>;

export const caseItemTypes = ['meals', 'bustrips', 'guidedtours'] as const;
export type CaseItemType = (typeof caseItemTypes)[number];

// ---- extras --------------------------------------------------------------------------------

/** docs/product/cases.md#what-a-case-holds: a cost (positive) or a discount (negative). */
export const extraLine = z.object({
  description: requiredText(200),
  date: isoDate.nullish().transform((v) => v ?? null),
  value: signedCents,
});
export type ExtraLine = z.infer<typeof extraLine>;
/** An extra line as read (responses carry no transforms). */
export const extraLineRead = z.object({
  description: z.string(),
  date: z.string().nullable(),
  value: z.number().int(),
});
/** GET /docs/:docNum/extras → { items, version }; PUT replaces the list (version of the list). */
export const caseExtras = z.object({ items: z.array(extraLine).max(200) }).merge(versioned);
export type CaseExtras = z.infer<typeof caseExtras>;
export const caseExtrasRead = z.object({ items: z.array(extraLineRead) }).merge(versioned);

// ---- the whole case ------------------------------------------------------------------------

export const caseTotalsSchema = z.object({
  stays: z.number().int(),
  meals: z.number().int(),
  busTrips: z.number().int(),
  guidedTours: z.number().int(),
  extras: z.number().int(),
  total: z.number().int(),
});

/** GET /docs/:docNum. `total` is 'Importo totale' (caseTotals of rules/case-totals). */
export const caseFile = z.object({
  number: z.number().int(),
  name: z.string(),
  customer: caseCustomer,
  beginDate: z.string(),
  endDate: z.string(),
  guestTypeId: z.string(),
  guestType: idName,
  guestCount: z.number().int(),
  notes: z.string().nullable(),
  user: caseUserRef.nullable(),
  stays: z.array(stay),
  meals: z.array(meal),
  busTrips: z.array(serviceItem),
  guidedTours: z.array(serviceItem),
  extras: z.array(extraLineRead),
  totals: caseTotalsSchema,
  total: z.number().int(),
  /** Where the case stands (rules/case-status.ts). */
  status: caseStatusSchema,
  version: z.number().int(),
});
export type CaseFile = z.infer<typeof caseFile>;
