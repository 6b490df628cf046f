import {
  busUnitPrice,
  caseMessages,
  type Meal,
  type MealWrite,
  mealFreebies,
  messages,
  type ServiceItem,
  type ServiceItemWrite,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { toMeal, toServiceItem } from './case-mapping';
import {
  type CaseHeadRow,
  deleteItem,
  findBusPrices,
  findGuidePrice,
  findMealRow,
  findMenu,
  findServiceItemRow,
  insertItem,
  itemCaseNumber,
  type MealValues,
  type ServiceItemTableName,
  type ServiceItemValues,
  updateItem,
} from './cases-repository';
import { caseHeadOr404 } from './cases-service';

/**
 * Meals, bus trips and guided tours of a case (docs/product/services.md#items-of-a-case). Defaults: a meal's
 * freebies are floor(persons / freeEvery) and its unit price the restaurant's menu for the
 * case's guest type; a bus trip's unit price is the smallest price row seating the case's
 * guests; a guided tour's the guide service's price. An explicit value always wins.
 */

const itemNotFound = () => notFound(caseMessages.itemNotFound);
const fieldError = (fields: Record<string, string>) => badRequest(messages.validation, fields);

async function mealValues(db: Executor, head: CaseHeadRow, input: MealWrite): Promise<MealValues> {
  const { exists, menu } = await findMenu(db, input.restaurantId, head.guest_type_id);
  if (!exists) throw fieldError({ restaurantId: caseMessages.selectRestaurant });
  const freebies = input.freebies ?? mealFreebies(input.persons, menu?.free_every);
  const unitPrice = input.unitPrice ?? menu?.price;
  const fields: Record<string, string> = {};
  if (unitPrice === undefined || unitPrice === null) fields.unitPrice = caseMessages.noMenu;
  if (freebies > input.persons) fields.freebies = caseMessages.freebiesOverPersons;
  if (Object.keys(fields).length) throw fieldError(fields);
  return {
    restaurant_id: input.restaurantId,
    date: input.date,
    time: input.time,
    persons: input.persons,
    freebies,
    unit_price: unitPrice as number,
  };
}

async function serviceValues(
  db: Executor,
  head: CaseHeadRow,
  table: ServiceItemTableName,
  input: ServiceItemWrite,
): Promise<ServiceItemValues> {
  let exists: boolean;
  let price: number | null;
  if (table === 'bus_trips') {
    const bus = await findBusPrices(db, input.serviceId);
    exists = bus.exists;
    price = busUnitPrice(bus.rows, head.guest_count);
  } else ({ exists, price } = await findGuidePrice(db, input.serviceId));
  if (!exists) throw fieldError({ serviceId: caseMessages.selectService });
  const unitPrice = input.unitPrice ?? price;
  if (unitPrice === null) throw fieldError({ unitPrice: caseMessages.noServicePrice });
  return { service_id: input.serviceId, date: input.date, quantity: input.quantity, unit_price: unitPrice };
}

// ---- meals ---------------------------------------------------------------------------------

export async function getMeal(db: Executor, id: number): Promise<Meal> {
  const row = await findMealRow(db, id);
  if (!row) throw itemNotFound();
  return toMeal(row);
}

export async function createMeal(db: Db, caseNumber: number, input: MealWrite): Promise<Meal> {
  return db.transaction().execute(async (tx) => {
    const head = await caseHeadOr404(tx, caseNumber, true);
    const id = await insertItem(tx, 'meals', caseNumber, await mealValues(tx, head, input));
    return getMeal(tx, id);
  });
}

export async function saveMeal(db: Db, id: number, { version, ...input }: MealWrite & { version: number }) {
  return db.transaction().execute(async (tx) => {
    const caseNumber = await itemCaseNumber(tx, 'meals', id);
    if (caseNumber === undefined) throw itemNotFound();
    const head = await caseHeadOr404(tx, caseNumber);
    await updateItem(tx, 'meals', id, version, await mealValues(tx, head, input), caseMessages.itemNotFound);
    return getMeal(tx, id);
  });
}

// ---- bus trips and guided tours -------------------------------------------------------------

export async function getServiceItem(
  db: Executor,
  table: ServiceItemTableName,
  id: number,
): Promise<ServiceItem> {
  const row = await findServiceItemRow(db, table, id);
  if (!row) throw itemNotFound();
  return toServiceItem(row);
}

export async function createServiceItem(
  db: Db,
  table: ServiceItemTableName,
  caseNumber: number,
  input: ServiceItemWrite,
): Promise<ServiceItem> {
  return db.transaction().execute(async (tx) => {
    const head = await caseHeadOr404(tx, caseNumber, true);
    const id = await insertItem(tx, table, caseNumber, await serviceValues(tx, head, table, input));
    return getServiceItem(tx, table, id);
  });
}

export async function saveServiceItem(
  db: Db,
  table: ServiceItemTableName,
  id: number,
  { version, ...input }: ServiceItemWrite & { version: number },
): Promise<ServiceItem> {
  return db.transaction().execute(async (tx) => {
    const caseNumber = await itemCaseNumber(tx, table, id);
    if (caseNumber === undefined) throw itemNotFound();
    const head = await caseHeadOr404(tx, caseNumber);
    await updateItem(
      tx,
      table,
      id,
      version,
      await serviceValues(tx, head, table, input),
      caseMessages.itemNotFound,
    );
    return getServiceItem(tx, table, id);
  });
}

export async function removeItem(db: Db, table: 'meals' | ServiceItemTableName, id: number): Promise<void> {
  if (!(await deleteItem(db, table, id))) throw itemNotFound();
}
