import {
  type MyQuoteRequest,
  messages,
  type QuoteRequest,
  type QuoteRequestCaseCreated,
  type QuoteRequestCaseWrite,
  type QuoteRequestStatusWrite,
  type QuoteRequestWrite,
  quoteMessages,
} from '@ham/contracts';
import { insertCase } from '../cases/cases-repository';
import { createDefaultStay } from '../cases/stays-service';
import type { AppConfig } from '../config';
import { readConfig } from '../config-groups/config-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { versionedUpdate } from '../db/versioned-update';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { findHotel } from '../hotels/hotels-repository';
import { queueMail } from '../mail/outbox';
import { type QuoteRequestSummary, quoteReceiptMail, quoteRequestMail } from '../mail/templates';
import { bodyFieldNames, checkCriteria, type QuoteLimits, quoteOptions } from './options-service';
import {
  customerOf,
  findRequest,
  findServiceClass,
  insertRequest,
  linkCase,
  type RequestRow,
  toMyRequest,
} from './requests-repository';

/** The agency user sending a request: the customer is always their agency (docs/product/sign-in.md). */
export interface RequestSender {
  agencyId: number;
  accountId: number;
  email: string;
}

const requestNotFound = () => notFound(quoteMessages.requestNotFound);

async function summaryOf(db: Executor, r: RequestRow): Promise<QuoteRequestSummary> {
  const sc = await findServiceClass(db, r.service_class_id);
  return {
    id: r.id,
    agencyName: r.agency_name,
    contactEmail: r.contact_email,
    guestCount: r.guest_count,
    guestTypeName: r.guest_type_name,
    begin: r.begin,
    end: r.end,
    areaName: r.area_name,
    serviceClassName: sc ? `${sc.abbr.toUpperCase()} - ${sc.description}` : r.service_class_id,
    hotel:
      r.hotel_name !== null && r.quoted_cost !== null
        ? { name: r.hotel_name, city: r.hotel_city, quotedCost: r.quoted_cost }
        : null,
    notes: r.notes,
  };
}

/**
 * POST /quotereq. The criteria are checked as the options' are; a chosen hotel must be
 * among the options of the criteria now (400 on `hotelId` otherwise) and its estimate is
 * recomputed: one different from what the agency saw answers 409 QuoteChanged (detail: the
 * new figure), never stored. The request, the mail to staff (the 'Richieste preventivo'
 * address, when configured) and the receipt to the sender are written in one transaction.
 */
export async function createQuoteRequest(
  db: Db,
  sender: RequestSender,
  input: QuoteRequestWrite,
  limits: QuoteLimits,
  config: Pick<AppConfig, 'publicUrl'>,
): Promise<MyQuoteRequest> {
  let quotedCost: number | null = null;
  if (input.hotelId != null) {
    const [option] = await quoteOptions(db, sender.agencyId, input, limits, bodyFieldNames, input.hotelId);
    if (!option) throw badRequest(messages.validation, { hotelId: quoteMessages.hotelNotAvailable });
    if (input.quotedCost != null && input.quotedCost !== option.totalCost)
      throw conflict('QuoteChanged', quoteMessages.quoteChanged, { quotedCost: option.totalCost });
    quotedCost = option.totalCost;
  } else {
    await checkCriteria(db, input, limits, bodyFieldNames);
  }
  return db.transaction().execute(async (tx) => {
    const id = await insertRequest(tx, {
      agency_id: sender.agencyId,
      account_id: sender.accountId,
      contact_email: sender.email,
      guest_count: input.guestCount,
      guest_type_id: input.guestTypeId,
      begin: input.begin,
      end: input.end,
      area_id: input.areaId,
      service_class_id: input.serviceClassId,
      hotel_id: quotedCost === null ? null : (input.hotelId ?? null),
      quoted_cost: quotedCost,
      notes: input.notes,
    });
    const row = (await findRequest(tx, id))!;
    const summary = await summaryOf(tx, row);
    const { email: staffEmail } = await readConfig(tx, 'quoterequests');
    if (staffEmail)
      await queueMail(tx, quoteRequestMail(staffEmail, summary, `${config.publicUrl}/richieste/${id}`));
    await queueMail(tx, quoteReceiptMail(sender.email, summary, `${config.publicUrl}/mie-richieste`));
    return toMyRequest(row);
  });
}

/** GET /quotereq/:id: the agency's own request; another agency's id is simply not found. */
export async function getMyRequest(db: Executor, agencyId: number, id: number): Promise<MyQuoteRequest> {
  const row = await findRequest(db, id);
  if (!row || row.agency_id !== agencyId) throw requestNotFound();
  return toMyRequest(row);
}

/** GET /docs/quotereqs/:requestId (docs/product/agency-portal.md): with the chosen hotel's contacts. */
export async function getRequest(db: Executor, id: number): Promise<QuoteRequest> {
  const row = await findRequest(db, id);
  if (!row) throw requestNotFound();
  const hotel = row.hotel_id === null ? undefined : await findHotel(db, row.hotel_id);
  const { hotel: _h, ...mine } = toMyRequest(row);
  return {
    ...mine,
    customer: customerOf(row),
    hotel: hotel
      ? {
          id: hotel.id,
          name: hotel.name,
          category: hotel.category,
          position: hotel.position,
          address: hotel.address,
          postalCode: hotel.postalCode,
          city: hotel.city,
          country: hotel.country,
          phone: hotel.phone,
          fax: hotel.fax,
          email: hotel.email,
          website: hotel.website,
        }
      : null,
    caseNumber: row.case_number,
    version: row.version,
  };
}

/** PUT /docs/quotereqs/:requestId/status over the version read (409 StaleRecord otherwise). */
export async function setRequestStatus(
  db: Db,
  id: number,
  { status, version }: QuoteRequestStatusWrite,
): Promise<QuoteRequest> {
  await versionedUpdate(db, 'quote_requests', { id }, version, { status }, quoteMessages.requestNotFound);
  return getRequest(db, id);
}

/**
 * POST /docs/quotereqs/:requestId/case ('Crea pratica'): in one transaction, with the request
 * locked (two clicks make one case): a case named as staff confirmed, for the request's agency
 * with its group, period, guest type and notes, a stay in the chosen hotel (createDefaultStay),
 * and the link. A request already linked: 409 AlreadyLinked.
 */
export async function createCaseFromRequest(
  db: Db,
  id: number,
  { name }: QuoteRequestCaseWrite,
  userId: number | null,
): Promise<QuoteRequestCaseCreated> {
  return db.transaction().execute(async (tx) => {
    const row = await findRequest(tx, id, true);
    if (!row) throw requestNotFound();
    if (row.case_number !== null)
      throw new AppError(409, 'AlreadyLinked', quoteMessages.alreadyLinked(row.case_number), {
        caseNumber: row.case_number,
      });
    const number = await insertCase(
      tx,
      {
        name,
        customerId: row.agency_id,
        beginDate: row.begin,
        endDate: row.end,
        guestTypeId: row.guest_type_id,
        guestCount: row.guest_count,
        notes: row.notes,
      },
      userId,
    );
    const stayId =
      row.hotel_id === null ? null : await createDefaultStay(tx, number, row.hotel_id, row.service_class_id);
    await linkCase(tx, id, number, row.stored_status);
    return { number, stayId };
  });
}
