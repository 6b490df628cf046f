import {
  type CaseEdit,
  type CaseExtras,
  type CaseFile,
  type CaseListItem,
  type CaseListQuery,
  type CaseUpdate,
  type CaseWrite,
  caseMessages,
  documentMessages,
  messages,
  type Paged,
  todayInRome,
} from '@ham/contracts';
import { cancelHold, getHoldOfStay } from '../allotment/holds-service';
import type { Executor } from '../db/executor';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { caseHasFiscalDocuments } from '../documents/documents-repository';
import { badRequest, conflict, notFound, stale } from '../errors';
import { guestTypeOf, toCaseFile, toMeal, toServiceItem, toStay } from './case-mapping';
import {
  caseExists,
  costLineNames,
  deleteCase,
  findCaseHead,
  findCustomerId,
  findGuestTypeId,
  findMealsOfCase,
  findServiceItemsOfCase,
  findStaysOfCase,
  insertCase,
  listCases,
  lockStaysOfCase,
  MAX_CASE_NUMBER,
  staysPeriod,
  updateCase,
  updateExtras,
} from './cases-repository';

export const caseNotFound = (n: number) => notFound(caseMessages.notFound(n));

export const listCaseItems = (db: Db, q: CaseListQuery): Promise<Paged<CaseListItem>> => listCases(db, q);

/** The head, or 404 with its Italian text (docs/product/formats-and-errors.md#messages-of-the-screens); `forUpdate` serializes changes to the case's items. */
export async function caseHeadOr404(db: Executor, number: number, forUpdate = false) {
  const head = await findCaseHead(db, number, forUpdate);
  if (!head) throw caseNotFound(number);
  return head;
}

async function headErrors(db: Executor, input: CaseWrite): Promise<void> {
  const [agency, gt] = await Promise.all([
    findCustomerId(db, input.customerId),
    findGuestTypeId(db, input.guestTypeId),
  ]);
  const fields: Record<string, string> = {};
  if (!agency) fields.customerId = caseMessages.invalidCustomer;
  if (!gt) fields.guestTypeId = caseMessages.invalidGuestType;
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
}

export async function createCase(
  db: Executor,
  input: CaseWrite,
  userId: number | null,
): Promise<{ number: number }> {
  await headErrors(db, input);
  return { number: await insertCase(db, input, userId) };
}

export async function getCaseEdit(db: Executor, number: number): Promise<CaseEdit> {
  const h = await caseHeadOr404(db, number);
  return {
    number: h.number,
    name: h.name,
    customerId: h.customer_id,
    customer: { id: h.customer_id, name: h.full_name },
    beginDate: h.begin_date,
    endDate: h.end_date,
    guestTypeId: h.guest_type_id,
    guestCount: h.guest_count,
    notes: h.notes,
    version: h.version,
  };
}

/**
 * Saves the head. The period must still contain every stay; the guest type cannot change
 * while the case has stays (their holds and prices belong to the guest type).
 */
export async function saveCase(db: Db, number: number, { version, ...input }: CaseUpdate): Promise<CaseEdit> {
  await headErrors(db, input);
  return db.transaction().execute(async (tx) => {
    const head = await caseHeadOr404(tx, number, true);
    if (head.version !== version) throw stale();
    const period = await staysPeriod(tx, number);
    if (period.first && (period.first < input.beginDate || (period.last as string) > input.endDate))
      throw badRequest(messages.validation, { beginDate: caseMessages.staysOutsidePeriod });
    if (period.first && input.guestTypeId !== head.guest_type_id)
      throw badRequest(messages.validation, {
        guestTypeId: 'Non si può cambiare la tipologia di una pratica con pernottamenti',
      });
    await updateCase(tx, number, version, input, caseMessages.notFound(number));
    return getCaseEdit(tx, number);
  });
}

/**
 * Deletes the case and its items; the holds of its stays are released in the same
 * transaction. Locks the case, then its stays (the order of every stay writer). A case with
 * fiscal documents (invoice, notes) is never deleted: 409 'CaseHasInvoices' (the foreign key
 * restricts it too, should a document be issued meanwhile).
 */
export async function removeCase(db: Db, number: number): Promise<void> {
  const refused = () => conflict('CaseHasInvoices', documentMessages.caseHasInvoices);
  try {
    await db.transaction().execute(async (tx) => {
      await caseHeadOr404(tx, number, true);
      if (await caseHasFiscalDocuments(tx, number)) throw refused();
      for (const stayId of await lockStaysOfCase(tx, number)) {
        const hold = await getHoldOfStay(tx, stayId);
        if (hold) await cancelHold(tx, hold.id);
      }
      await deleteCase(tx, number);
    });
  } catch (error) {
    if (isPgError(error, PG.foreignKeyViolation) && error.constraint === 'invoices_case_number_fkey')
      throw refused();
    throw error;
  }
}

export const existsCase = async (db: Db, number: number) => ({ exists: await caseExists(db, number) });

/**
 * GET /docs/:docNum: the whole case in a fixed number of queries (head, stays with hotels and
 * holds, meals, bus trips, guided tours, two reference lists), whatever the number of items.
 */
export async function getCaseFile(db: Executor, number: number, today = todayInRome()): Promise<CaseFile> {
  if (number > MAX_CASE_NUMBER) throw caseNotFound(number);
  const [head, stays, meals, busTrips, guidedTours, names] = await Promise.all([
    findCaseHead(db, number),
    findStaysOfCase(db, number),
    findMealsOfCase(db, number),
    findServiceItemsOfCase(db, 'bus_trips', number),
    findServiceItemsOfCase(db, 'guided_tours', number),
    costLineNames(db),
  ]);
  if (!head) throw caseNotFound(number);
  const gt = guestTypeOf(head);
  return toCaseFile(
    head,
    stays.map((s) => toStay(s, gt, names, today)),
    meals.map(toMeal),
    busTrips.map(toServiceItem),
    guidedTours.map(toServiceItem),
  );
}

export async function getExtras(db: Db, number: number): Promise<CaseExtras> {
  const head = await caseHeadOr404(db, number);
  return { items: head.extras, version: head.extras_version };
}

export async function saveExtras(db: Db, number: number, input: CaseExtras): Promise<CaseExtras> {
  return db.transaction().execute(async (tx) => {
    const head = await caseHeadOr404(tx, number, true);
    if (
      head.extras_version !== input.version ||
      !(await updateExtras(tx, number, input.version, input.items))
    )
      throw stale();
    return { items: input.items, version: input.version + 1 };
  });
}
