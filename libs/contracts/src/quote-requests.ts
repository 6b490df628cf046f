import { z } from 'zod';
import { allotmentHotel, hotelOfSearch } from './allotment';
import { countryRef, isoDate, namedRef, optionalText, requiredText, versioned } from './common';
import { locationRef } from './geo';
import { idParam, recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';
import { manualQuoteRequestStatuses, quoteRequestStatuses } from './quote-request-status';
import { idName } from './reference';
import { formatItalianDate, todayInRome } from './rules/dates';
import { addressRead, hotelNameRead, hotelWhereRead, periodRead, phoneFaxEmailRead } from './schema-parts';
import { busDuration, guideDuration } from './services';

// The agency portal (docs/product/agency-portal.md: catalogue, availability, quote wizard, quote
// options, quote requests). Money in integer euro cents. An agency never receives a
// purchase cost: no schema here has `cost`, `costs` or `extrasCosts`.

export const quoteMessages = {
  /** The wizard's texts (docs/product/agency-portal.md#quote-wizard). */
  searching: 'Ricerca hotel in corso...',
  noOptions:
    'Non è stato trovato nessun hotel con posti disponibili corrispondente ai criteri di ricerca, è comunque possibile richiedere una soluzione personalizzata.',
  sent: 'Abbiamo ricevuto la richiesta, risponderemo nel più breve tempo possibile.',
  noResults: 'Nessun risultato',
  invalidArea: 'Area non valida',
  invalidLocation: 'Località non valida',
  invalidGuestType: 'Tipologia ospiti non valida',
  invalidServiceClass: 'Trattamento non valido',
  atLeastOne: 'Deve essere almeno 1',
  tooManyGuests: (max: number) => `Al massimo ${max} partecipanti: per gruppi più numerosi contattaci`,
  tooManyNights: (max: number) => `Il periodo non può superare ${max} notti`,
  /** ?area or ?location missing (or both given) on the catalogue. */
  placeRequired: "Indicare un'area o una località",
  /** POST /quotereq: the chosen hotel is not (or no longer) among the options of the criteria. */
  hotelNotAvailable: "L'hotel selezionato non è disponibile per i criteri indicati: ripetere la ricerca",
  /** POST /quotereq: 409 QuoteChanged, the estimate sent is not the one the server computes now. */
  quoteChanged: "Il costo stimato dell'hotel selezionato è cambiato: ripetere la ricerca",
  hotelNotFound: 'Hotel non trovato',
  requestNotFound: 'Richiesta di preventivo non trovata',
  /** POST /quotereq: 429, more requests than one user sends in a minute (or a day). */
  tooManyRequests: 'Troppe richieste di preventivo in poco tempo: riprova tra qualche minuto.',
  /** 409 AlreadyLinked on 'Crea pratica'. */
  alreadyLinked: (n: number) => `La richiesta è già collegata alla pratica ${n}`,
} as const;

/** docs/product/agency-portal.md#terms, shown to agencies on the last step of the wizard and in the receipt. */
export const quoteTerms = {
  cancellation:
    'Penali di annullamento: 50% del costo totale in caso di recesso fino a 30 giorni prima della partenza, 75% fino a 15 giorni prima, 100% oltre tale termine.',
  priceNotes:
    'I prezzi sono netti, per persona per notte, IVA inclusa, bevande ed extra esclusi. Eventuali supplementi per soggiorni di una notte e per festività o eventi saranno quotati in sede di offerta.',
} as const;

/** docs/product/agency-portal.md#quote-wizard: minimum guests 1, default guest type 's', default service class 'hb'. */
export const QUOTE_MIN_GUESTS = 1;
export const QUOTE_MAX_GUESTS = 1000;
export const QUOTE_DEFAULT_GUEST_TYPE = 's';
export const QUOTE_DEFAULT_SERVICE_CLASS = 'hb';
/** Default of the server's configurable limit (QUOTE_MAX_NIGHTS) on a quote's period. */
export const QUOTE_MAX_NIGHTS = 30;
/** Longest period of the agency availability table (a month; the server accepts up to this). */
export const AGENCY_SEARCH_MAX_DAYS = 62;
export const NOTES_MAX = 2000;

const refCode = (message: string) => z.string({ error: message }).trim().min(1, message).max(10, message);
const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const guestCount = (coerce: boolean) =>
  (coerce ? z.coerce.number() : z.number())
    .int(messages.integer)
    .min(QUOTE_MIN_GUESTS, quoteMessages.atLeastOne)
    .max(QUOTE_MAX_GUESTS, quoteMessages.tooManyGuests(QUOTE_MAX_GUESTS));

/** The period of a quote: arrival not in the past, departure after arrival (docs/product/agency-portal.md#quote-wizard). */
function checkQuotePeriod<B extends string, E extends string>(begin: B, end: E) {
  return (v: Record<B | E, string>, ctx: z.RefinementCtx) => {
    if (v[begin] < todayInRome()) ctx.addIssue({ code: 'custom', path: [begin], message: messages.pastDate });
    if (v[end] <= v[begin]) ctx.addIssue({ code: 'custom', path: [end], message: messages.endAfterStart });
  };
}

// ---- catalogue -------------------------------------------------------------------------------

export const catalogServiceTypes = ['hotels', 'restaurants', 'guides', 'buses'] as const;
export const catalogServiceType = z.enum(catalogServiceTypes);
export type CatalogServiceType = z.infer<typeof catalogServiceType>;
/** 'Tipo servizio' of the catalogue (docs/product/agency-portal.md#catalogue). */
export const catalogServiceLabels: Record<CatalogServiceType, string> = {
  hotels: 'Hotel',
  restaurants: 'Ristoranti',
  guides: 'Guide / Ingressi',
  buses: 'Trasferimenti / Escursioni',
};
export const catalogTypeParam = z.object({ type: catalogServiceType });

/**
 * GET /quotereq/services/{type}?{area|location}=id&gt[&p&ipp]: the key is the type of the
 * place picked (GET /geo/search?countries=false); exactly one of them.
 */
export const catalogQuery = pageQuery
  .extend({
    area: positiveId(quoteMessages.invalidArea).optional(),
    location: positiveId(quoteMessages.invalidLocation).optional(),
    gt: refCode(quoteMessages.invalidGuestType).default(QUOTE_DEFAULT_GUEST_TYPE),
  })
  .refine((q) => (q.area === undefined) !== (q.location === undefined), {
    message: quoteMessages.placeRequired,
    path: ['area'],
  });
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** A hotel card: where it is, category and position. */
export const catalogHotel = z.object({
  ...hotelNameRead,
  address: z.string().nullable(),
  ...hotelWhereRead,
});
export type CatalogHotel = z.infer<typeof catalogHotel>;

/** A restaurant as the agency catalogue shows it (docs/product/agency-portal.md#catalogue): the menu price of the guest type and its freebie. */
export const catalogRestaurant = namedRef.extend({
  location: locationRef,
  address: z.string().nullable(),
  price: z.number().int(),
  freeEvery: z.number().int().nullable(),
});
export type CatalogRestaurant = z.infer<typeof catalogRestaurant>;

export const catalogGuide = z.object({
  id: z.number().int(),
  name: z.string(),
  location: locationRef,
  guestType: idName.nullable(),
  price: z.number().int().nullable(),
  persons: z.number().int().nullable(),
  duration: guideDuration.nullable(),
  hours: z.number().nullable(),
  notes: z.string().nullable(),
});
export type CatalogGuide = z.infer<typeof catalogGuide>;

export const catalogBus = z.object({
  id: z.number().int(),
  name: z.string(),
  location: locationRef,
  address: z.string().nullable(),
  duration: busDuration.nullable(),
  /** Sale price by size: up to maxSeats seats, smallest first. */
  prices: z.array(z.object({ maxSeats: z.number().int(), price: z.number().int() })),
});
export type CatalogBus = z.infer<typeof catalogBus>;

/** One entry of an agency's price list: sale prices plus the agency's surcharge; extras are supplements. */
export const agencyPriceEntry = z.object({
  begin: z.string(),
  end: z.string(),
  /** Base accommodation, per person per night, by service class. */
  prices: z.record(z.string(), z.number().int()),
  /** Supplement over the base price, by extra accommodation type. */
  extras: z.record(z.string(), z.number().int()),
});
export type AgencyPriceEntry = z.infer<typeof agencyPriceEntry>;

export const agencyOffer = z.object({
  guestType: idName,
  /** 'Gratuità': one guest free every `every`, in `accomodation`. */
  freebie: z.object({ every: z.number().int(), accomodation: idName }).nullable(),
  /** Entries ending today or later, in date order. */
  prices: z.array(agencyPriceEntry),
});
export type AgencyOffer = z.infer<typeof agencyOffer>;

/** GET /quotereq/hotels/:id: the details dialog (docs/product/agency-portal.md#catalogue). */
export const agencyHotelDetail = catalogHotel.extend({
  description: z.string().nullable(),
  /** The active offers shown in quotes, keyed by guest type id. */
  offers: z.record(z.string(), agencyOffer),
});
export type AgencyHotelDetail = z.infer<typeof agencyHotelDetail>;

// ---- availability ------------------------------------------------------------------------------

/** GET /quotereq/search?gt&area&from&to (docs/product/agency-portal.md#availability-search). */
export const agencyAvailabilityQuery = z
  .object({
    gt: refCode(quoteMessages.invalidGuestType).default(QUOTE_DEFAULT_GUEST_TYPE),
    area: positiveId(quoteMessages.invalidArea),
    from: isoDate,
    to: isoDate,
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.notBeforeStart });
  });
export type AgencyAvailabilityQuery = z.infer<typeof agencyAvailabilityQuery>;

/**
 * One row of the month table: only what the table shows of a hotel (its details come from
 * GET /quotereq/hotels/:id) and Disponibili for every day from `begin` to `end` (no holds,
 * no contacts, no prices): the grid's hotel (name, category, place) and its days. Up to 1,000
 * rows × 62 days: kept flat and small.
 */
export const agencyAvailabilityResult = allotmentHotel.extend({
  available: z.array(z.number().int()),
});
export type AgencyAvailabilityResult = z.infer<typeof agencyAvailabilityResult>;
export const agencyAvailabilityResponse = z.object({
  results: z.array(agencyAvailabilityResult),
  ...periodRead,
  partial: z.boolean(),
});
export type AgencyAvailabilityResponse = z.infer<typeof agencyAvailabilityResponse>;

// ---- quote options -----------------------------------------------------------------------------

/** The criteria of step 0 'Dati preventivo' (the wizard's form and the body of POST /quotereq). */
const criteriaFields = {
  guestCount: guestCount(false),
  guestTypeId: refCode(messages.required),
  /** Arrival. */
  begin: isoDate,
  /** Departure: the nights are begin .. end - 1. */
  end: isoDate,
  areaId: z.number({ error: messages.required }).int(messages.required).positive(messages.required),
  serviceClassId: refCode(messages.required),
};
/** The period rule of the criteria (arrival not in the past, departure after it), for forms built on them. */
export const quotePeriodCheck = checkQuotePeriod('begin', 'end');
/** The fields of the criteria, for forms built on them (e.g. with the area as a picked place). */
export const quoteCriteriaShape = criteriaFields;
export const quoteCriteria = z.object(criteriaFields).superRefine(quotePeriodCheck);
export type QuoteCriteria = z.infer<typeof quoteCriteria>;
export type QuoteCriteriaInput = z.input<typeof quoteCriteria>;

/** The criteria field of each parameter of GET /quotereq/options (to place its errors on a form). */
export const quoteOptionsFieldNames = {
  gc: 'guestCount',
  gt: 'guestTypeId',
  from: 'begin',
  to: 'end',
  area: 'areaId',
  sc: 'serviceClassId',
} as const;

/** GET /quotereq/options?gc&gt&from&to&area&sc (docs/product/agency-portal.md#quote-options). */
export const quoteOptionsQuery = z
  .object({
    gc: guestCount(true),
    gt: refCode(quoteMessages.invalidGuestType),
    from: isoDate,
    to: isoDate,
    area: positiveId(quoteMessages.invalidArea),
    sc: refCode(quoteMessages.invalidServiceClass),
  })
  .superRefine(checkQuotePeriod('from', 'to'));
export type QuoteOptionsQuery = z.infer<typeof quoteOptionsQuery>;

/** The query of the options of some criteria (the wizard's step 0 → GET /quotereq/options). */
export const quoteOptionsParams = (c: QuoteCriteria): Record<keyof QuoteOptionsQuery, string> => ({
  gc: String(c.guestCount),
  gt: c.guestTypeId,
  from: c.begin,
  to: c.end,
  area: String(c.areaId),
  sc: c.serviceClassId,
});

/**
 * A quote option (docs/product/agency-portal.md#quote-options): prices per person per night include the agency's
 * surcharge; `totalCost` is the whole group's stay after freebies.
 */
export const quoteOption = z.object({
  hotel: hotelOfSearch,
  unitPriceMin: z.number().int(),
  unitPriceMax: z.number().int(),
  freeEvery: z.number().int().nullable(),
  freebieAccomodation: idName.nullable(),
  totalCost: z.number().int(),
});
export type QuoteOption = z.infer<typeof quoteOption>;
export const quoteOptionsResponse = z.object({ items: z.array(quoteOption) });
export type QuoteOptionsResponse = z.infer<typeof quoteOptionsResponse>;

// ---- quote requests ----------------------------------------------------------------------------

/**
 * POST /quotereq (docs/product/agency-portal.md). The customer is the signed-in
 * agency, never a field. `hotelId` must be among the options of the criteria; `quotedCost`
 * is what the agency saw: the server recomputes it (409 QuoteChanged when it differs).
 */
export const quoteRequestWrite = z
  .object({
    ...criteriaFields,
    hotelId: z.number().int().positive().max(2_147_483_647).nullish(),
    quotedCost: z.number().int().nonnegative().max(2_000_000_000).nullish(),
    notes: optionalText(NOTES_MAX),
  })
  .superRefine(checkQuotePeriod('begin', 'end'));
export type QuoteRequestWrite = z.infer<typeof quoteRequestWrite>;
export type QuoteRequestWriteInput = z.input<typeof quoteRequestWrite>;

export const quoteRequestStatus = z.enum(quoteRequestStatuses, { error: 'Stato non valido' });

/** The head of a request in every list and view. */
const requestHead = {
  id: z.number().int(),
  /** ISO 8601 timestamp. */
  requestTime: z.string(),
  guestCount: z.number().int(),
  guestType: idName,
  begin: z.string(),
  end: z.string(),
  area: namedRef,
  serviceClassId: z.string(),
  status: quoteRequestStatus,
};

/** POST /quotereq answers the request as the agency sees it (GET /quotereq/:id). */
export const myQuoteRequest = z.object({
  ...requestHead,
  hotel: z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() }).nullable(),
  quotedCost: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type MyQuoteRequest = z.infer<typeof myQuoteRequest>;
/** A row of 'Le mie richieste': with the staff's messages the agency has not read. */
export const myQuoteRequestListItem = myQuoteRequest.extend({ unreadMessages: z.number().int() });
export type MyQuoteRequestListItem = z.infer<typeof myQuoteRequestListItem>;
/** GET /quotereq?p&ipp[&status]: 'Le mie richieste', newest first, optionally of one status. */
export const myQuoteRequestsQuery = pageQuery.extend({ status: quoteRequestStatus.optional() });
export type MyQuoteRequestsQuery = z.infer<typeof myQuoteRequestsQuery>;

/** GET /docs/quotereqs?p&ipp[&status][&agency] (docs/product/agency-portal.md), newest first. */
export const quoteRequestListQuery = pageQuery.extend({
  status: quoteRequestStatus.optional(),
  agency: recordId.optional(),
});
export type QuoteRequestListQuery = z.infer<typeof quoteRequestListQuery>;
export const quoteRequestCustomer = z.object({
  id: z.number().int(),
  fullName: z.string(),
  /** The agency user who sent it. */
  email: z.string(),
});
export const quoteRequestListItem = z.object({
  ...requestHead,
  customer: quoteRequestCustomer,
  caseNumber: z.number().int().nullable(),
  /** The agency's messages the staff have not read. */
  unreadMessages: z.number().int(),
});
export type QuoteRequestListItem = z.infer<typeof quoteRequestListItem>;

/** The chosen hotel as staff see it: its contacts (docs/product/agency-portal.md). */
export const quoteRequestHotel = z.object({
  ...hotelNameRead,
  ...addressRead,
  country: countryRef.nullable(),
  ...phoneFaxEmailRead,
  website: z.string().nullable(),
});

/** GET /docs/quotereqs/:requestId (docs/product/agency-portal.md). */
export const quoteRequest = z
  .object({
    ...requestHead,
    customer: quoteRequestCustomer,
    hotel: quoteRequestHotel.nullable(),
    /** The estimate for the agency (sale prices plus its surcharge, after freebies). */
    quotedCost: z.number().int().nullable(),
    notes: z.string().nullable(),
    caseNumber: z.number().int().nullable(),
  })
  .merge(versioned);
export type QuoteRequest = z.infer<typeof quoteRequest>;

export const requestIdParam = z.object({
  requestId: recordId,
});
/** GET /quotereq/hotels/:id and /quotereq/:id: a row id (beyond PostgreSQL's integer: no row). */
export const quoteIdParam = idParam;
/** PUT /docs/quotereqs/:requestId/status. */
export const quoteRequestStatusWrite = z
  .object({ status: z.enum(manualQuoteRequestStatuses, { error: 'Stato non valido' }) })
  .merge(versioned);
export type QuoteRequestStatusWrite = z.infer<typeof quoteRequestStatusWrite>;
/** The longest name of a case. */
const CASE_NAME_MAX = 200;

/**
 * POST /docs/quotereqs/:requestId/case ('Crea pratica'): the name of the new case, as staff
 * confirmed it (the dialog proposes `proposedCaseName`).
 */
export const quoteRequestCaseWrite = z.object({ name: requiredText(CASE_NAME_MAX) });
export type QuoteRequestCaseWrite = z.infer<typeof quoteRequestCaseWrite>;

/**
 * The name 'Crea pratica' proposes for the case of a request: who, where and when, e.g.
 * 'Viaggi Demo - Venezia e laguna dal 10/04/2027 al 13/04/2027' (cut to a case name's length).
 */
export function proposedCaseName(r: {
  customer: { fullName: string };
  area: { name: string };
  begin: string;
  end: string;
}): string {
  const when = `dal ${formatItalianDate(r.begin)} al ${formatItalianDate(r.end)}`;
  return `${r.customer.fullName} - ${r.area.name} ${when}`.slice(0, CASE_NAME_MAX);
}

/**
 * POST /docs/quotereqs/:requestId/case ('Crea pratica'): the new case's number and, when
 * the request named a hotel with an active price list, the stay added in it.
 */
export const quoteRequestCaseCreated = z.object({
  number: z.number().int(),
  stayId: z.number().int().nullable(),
});
export type QuoteRequestCaseCreated = z.infer<typeof quoteRequestCaseCreated>;
