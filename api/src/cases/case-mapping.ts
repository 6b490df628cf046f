import {
  type CaseFile,
  type CostLineNames,
  caseStatus,
  caseStatusFactsOf,
  caseTotals,
  daysBetween,
  type GuestTypeAccomodations,
  type Meal,
  mealTotal,
  type ServiceItem,
  type Stay,
  type StayEdit,
  serviceItemTotal,
  stayCostLines,
  stayGuestCount,
} from '@ham/contracts';
import type { CaseHeadRow, StayRow } from './cases-repository';

/** Rows → the JSON of a case (libs/contracts/src/cases.ts; no I/O). Cost lines and totals come from rules/case-totals. */

export const guestTypeOf = (
  head: CaseHeadRow,
): { id: string; name: string; baseAccomodationId: string; extraAccomodationIds: string[] } => ({
  id: head.guest_type_id,
  name: head.gt_name,
  baseAccomodationId: head.base_accomodation_id,
  extraAccomodationIds: head.extra_accomodation_ids,
});

export function toStay(
  r: StayRow,
  guestType: GuestTypeAccomodations,
  names: CostLineNames,
  today: string,
): Stay {
  const money = stayCostLines(
    {
      begin: r.begin,
      end: r.end,
      conditions: r.conditions,
      guests: r.guests,
      prices: r.prices,
      freebiesCount: r.freebies_count,
      freebiesValue: r.freebies_value,
      priceRows: r.price_rows,
      guestType,
    },
    names,
  );
  return {
    id: r.id,
    caseNumber: r.case_number,
    hotel: {
      id: r.hotel_id,
      name: r.hotel_name,
      city: r.hotel_city,
      category: r.cat_id !== null && r.cat_name !== null ? { id: r.cat_id, name: r.cat_name } : null,
    },
    begin: r.begin,
    end: r.end,
    nights: daysBetween(r.begin, r.end),
    guests: r.guests,
    guestCount: stayGuestCount(r.guests),
    prices: r.prices,
    freebiesCount: r.freebies_count,
    freebiesValue: r.freebies_value,
    conditions: r.conditions,
    notes: r.notes,
    costLines: money.lines,
    total: money.total,
    unpriced: money.unpriced,
    option:
      r.hold_id !== null && r.hold_kind === 'option'
        ? {
            holdId: r.hold_id,
            expires: r.hold_expires as string,
            contact: r.hold_contact ?? '',
            expired: (r.hold_expires as string) < today,
            forced: r.hold_forced ?? false,
          }
        : null,
    reservation:
      r.hold_id !== null && r.hold_kind === 'reservation'
        ? { holdId: r.hold_id, contact: r.hold_contact ?? '', forced: r.hold_forced ?? false }
        : null,
    version: r.version,
  };
}

export function toStayEdit(
  r: StayRow,
  guestType: ReturnType<typeof guestTypeOf>,
  names: CostLineNames,
  today: string,
): StayEdit {
  return {
    ...toStay(r, guestType, names, today),
    priceRows: r.price_rows,
    freebie: r.freebie,
    guestType,
  };
}

/** The columns of every item of a case file (meal, bus trip, guided tour). */
type ItemRow = { id: number; case_number: number; date: string; version: number };
const itemOf = (r: ItemRow) => ({ id: r.id, caseNumber: r.case_number, date: r.date, version: r.version });

type MealRow = ItemRow & {
  restaurant_id: number;
  restaurant_name: string;
  time: 'pranzo' | 'cena';
  persons: number;
  freebies: number;
  unit_price: number;
};
export function toMeal(r: MealRow): Meal {
  const m = { persons: r.persons, freebies: r.freebies, unitPrice: r.unit_price };
  return {
    ...itemOf(r),
    restaurant: { id: r.restaurant_id, name: r.restaurant_name },
    time: r.time,
    ...m,
    total: mealTotal(m),
  };
}

type ServiceItemRow = ItemRow & {
  service_id: number;
  service_name: string;
  quantity: number;
  unit_price: number;
};
export function toServiceItem(r: ServiceItemRow): ServiceItem {
  const q = { quantity: r.quantity, unitPrice: r.unit_price };
  return {
    ...itemOf(r),
    service: { id: r.service_id, name: r.service_name },
    ...q,
    total: serviceItemTotal(q),
  };
}

export function toCaseFile(
  head: CaseHeadRow,
  stays: Stay[],
  meals: Meal[],
  busTrips: ServiceItem[],
  guidedTours: ServiceItem[],
): CaseFile {
  const totals = caseTotals({ stays, meals, busTrips, guidedTours, extras: head.extras });
  return {
    number: head.number,
    name: head.name,
    customer: {
      id: head.customer_id,
      fullName: head.full_name,
      address: head.address,
      postalCode: head.postal_code,
      city: head.city,
      country: head.country_id && head.country_name ? { id: head.country_id, name: head.country_name } : null,
      vatNumber: head.vat_number,
      einvoiceCode: head.einvoice_code,
    },
    beginDate: head.begin_date,
    endDate: head.end_date,
    guestTypeId: head.guest_type_id,
    guestType: { id: head.guest_type_id, name: head.gt_name },
    guestCount: head.guest_count,
    notes: head.notes,
    user: head.first_name !== null ? { firstName: head.first_name, lastName: head.last_name ?? '' } : null,
    stays,
    meals,
    busTrips,
    guidedTours,
    extras: head.extras,
    totals,
    total: totals.total,
    status: caseStatus(caseStatusFactsOf(stays, head.invoiced)),
    version: head.version,
  };
}
