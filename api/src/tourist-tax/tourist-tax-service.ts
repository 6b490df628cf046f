import { birthDateForTax, caseMessages } from '@ham/contracts';
import { type CaseTouristTax, type TouristTaxGuests, touristTax } from '@ham/contracts/tourist-tax';
import type { Db } from '../db/schema';
import { notFound } from '../errors';

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);

/**
 * A case's imposta di soggiorno (docs/product/tourist-tax.md), stay by stay: the rates of the
 * hotel's location, its category, and who stays — the case's rooming list when it has one, else
 * the stay's guests with its free places as escorts (an estimate).
 */
export async function getCaseTouristTax(db: Db, number: number): Promise<CaseTouristTax> {
  const head = await db
    .selectFrom('cases')
    .select('tourist_tax_included')
    .where('number', '=', number)
    .executeTakeFirst();
  if (!head) throw notFound(caseMessages.notFound(number));
  const [stays, participants] = await Promise.all([
    db
      .selectFrom('stays as s')
      .innerJoin('hotels as h', 'h.id', 's.hotel_id')
      .leftJoin('locations as l', 'l.id', 'h.location_id')
      .select([
        's.id',
        's.begin',
        's.end',
        's.guests',
        's.freebies_count',
        'h.id as hotel_id',
        'h.name as hotel_name',
        'h.category_id',
        'l.id as location_id',
        'l.name as location_name',
        'l.tourist_tax',
      ])
      .where('s.case_number', '=', number)
      .orderBy('s.begin')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('participants as p')
      .innerJoin('cases as c', 'c.number', 'p.case_number')
      .select(['p.role', 'p.birth_date', 'p.age_at_arrival', 'c.begin_date'])
      .where('p.case_number', '=', number)
      .execute(),
  ]);
  const items = stays.map((s) => {
    const guests: TouristTaxGuests =
      participants.length > 0
        ? {
            kind: 'list',
            participants: participants.map((p) => ({
              role: p.role,
              birthDate: birthDateForTax(p.birth_date, p.age_at_arrival, p.begin_date),
            })),
          }
        : { kind: 'counts', guests: sum(s.guests), escorts: sum(s.freebies_count) };
    const tax = touristTax(
      { begin: s.begin, end: s.end, hotelCategoryId: s.category_id },
      s.tourist_tax ?? [],
      guests,
    );
    return {
      stayId: s.id,
      hotel: { id: s.hotel_id, name: s.hotel_name },
      location: s.location_id === null ? null : { id: s.location_id, name: s.location_name ?? '' },
      begin: s.begin,
      end: s.end,
      amount: tax.amount,
      estimate: tax.estimate,
      nightsWithoutRate: tax.nightsWithoutRate,
    };
  });
  return {
    included: head.tourist_tax_included,
    stays: items,
    total: items.reduce((a, s) => a + s.amount, 0),
    estimate: items.some((s) => s.estimate),
  };
}

/** PUT /docs/:docNum/tourist-tax: whether the tax is in the price or paid at the hotel. */
export async function setCaseTouristTaxIncluded(
  db: Db,
  number: number,
  included: boolean,
): Promise<CaseTouristTax> {
  const { numUpdatedRows } = await db
    .updateTable('cases')
    .set({ tourist_tax_included: included })
    .where('number', '=', number)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw notFound(caseMessages.notFound(number));
  return getCaseTouristTax(db, number);
}
