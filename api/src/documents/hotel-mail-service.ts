import { createHash } from 'node:crypto';
import type { Participant } from '@ham/contracts';
import { type HotelMailStays, hotelMailMessages } from '@ham/contracts/hotel-mail';
import { caseHeadOr404 } from '../cases/cases-service';
import { readConfig } from '../config-groups/config-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import type { ExportRow } from '../exports/cells';
import type { XlsxLayout } from '../exports/xlsx';
import { queueMail } from '../mail/outbox';
import { hotelMail } from '../mail/templates';
import { roomingLayout, roomingRows } from '../rooming/rooming-export';
import { findParticipants, findRoomingVersion } from '../rooming/rooming-repository';
import type { PrintedDocument } from './document-model';
import { stayPrints } from './documents-service';

/**
 * 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel): a stay's voucher (PDF) and the
 * case's rooming list (PDF and Excel) to the hotel's contact e-mail, else its e-mail, through the
 * outbox, recorded on the stay in the same transaction with the list as sent. The files are made
 * before the transaction opens, in the worker threads of the PDFs and of the exports.
 */

/** The heavy work of a sending, in the request's name (its user's slots, its cancel signal). */
export interface HotelMailWork {
  pdf(doc: PrintedDocument): Promise<Uint8Array>;
  xlsx(rows: ExportRow[], layout: XlsxLayout): Promise<Uint8Array>;
}

/**
 * What the hotel reads of the list: every participant's fields, by code. The order of the rows
 * is left out (the hotel's files list them by room): moving a row is no change to tell.
 */
export function roomingFingerprint(participants: readonly Participant[]): string {
  const rows = [...participants]
    .sort((a, b) => a.id - b.id)
    .map((p) => [p.id, p.lastName, p.firstName, p.birthDate, p.role, p.room, p.accomodationId, p.notes]);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

const hotelAddress = (h: { contact_email: string | null; email: string | null }) =>
  h.contact_email?.trim() || h.email?.trim() || null;

/** The case's stays with their hotel's address and their last sending, by the stays' order. */
export async function hotelMailsOf(db: Executor, caseNumber: number): Promise<HotelMailStays> {
  await caseHeadOr404(db, caseNumber);
  const [stays, sent, participants] = await Promise.all([
    db
      .selectFrom('stays as s')
      .innerJoin('hotels as h', 'h.id', 's.hotel_id')
      .select(['s.id', 'h.contact_email', 'h.email'])
      .where('s.case_number', '=', caseNumber)
      .orderBy('s.begin')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('hotel_mails as m')
      .leftJoin('accounts as a', 'a.id', 'm.sent_by')
      .select([
        'm.stay_id',
        'm.sent_to',
        'm.sent_at',
        'm.participants',
        'm.rooming_fingerprint',
        'a.first_name',
        'a.last_name',
      ])
      .distinctOn('m.stay_id')
      .where('m.case_number', '=', caseNumber)
      .orderBy('m.stay_id')
      .orderBy('m.sent_at', 'desc')
      .orderBy('m.id', 'desc')
      .execute(),
    findParticipants(db, caseNumber),
  ]);
  const current = roomingFingerprint(participants);
  const last = new Map(sent.map((m) => [m.stay_id, m]));
  return {
    items: stays.map((s) => {
      const m = last.get(s.id);
      return {
        stayId: s.id,
        to: hotelAddress(s),
        last: m
          ? {
              to: m.sent_to,
              sentAt: new Date(m.sent_at).toISOString(),
              sentBy: m.first_name ? `${m.first_name} ${m.last_name ?? ''}`.trim() : null,
              participants: m.participants,
            }
          : null,
        roomingChanged: m ? m.rooming_fingerprint !== current : false,
      };
    }),
  };
}

/**
 * POST: refused (400) when the hotel has no e-mail or the list is empty; 409 `RoomingChanged`
 * when the list was saved while the files were being made (what was rendered is not what the
 * record would say). Writers' order: the case, then its stay.
 */
export async function sendToHotel(
  db: Db,
  work: HotelMailWork,
  stayId: number,
  docNum: number | undefined,
  actorId: number | null,
): Promise<HotelMailStays> {
  const prints = await stayPrints(db, stayId, docNum);
  const { caseFile, stay, participants } = prints;
  const hotel = await db
    .selectFrom('hotels')
    .select(['contact_email', 'email'])
    .where('id', '=', stay.hotel.id)
    .executeTakeFirstOrThrow();
  const to = hotelAddress(hotel);
  if (!to) throw badRequest(hotelMailMessages.noEmail(stay.hotel.name));
  if (!participants.length) throw badRequest(hotelMailMessages.emptyList);
  const fingerprint = roomingFingerprint(participants);

  // One file at a time: the user's other PDFs and exports keep their slots.
  const voucherPdf = await work.pdf(prints.voucher);
  const roomingPdf = await work.pdf(prints.rooming);
  const roomingXlsx = await work.xlsx(
    roomingRows({ participants: prints.printed, accomodations: prints.names.accomodations }),
    roomingLayout,
  );
  const { companyName } = await readConfig(db, 'company');
  const mail = hotelMail(to, {
    hotelName: stay.hotel.name,
    caseNumber: caseFile.number,
    caseName: caseFile.name,
    begin: stay.begin,
    end: stay.end,
    participants: participants.length,
    sender: companyName,
  });
  const base = `rooming-list-pratica-${caseFile.number}`;

  await db.transaction().execute(async (tx) => {
    await caseHeadOr404(tx, caseFile.number, true);
    const still = await tx
      .selectFrom('stays')
      .select('id')
      .where('id', '=', stayId)
      .where('case_number', '=', caseFile.number)
      .forUpdate()
      .executeTakeFirst();
    if (!still) throw notFound('Pernottamento non trovato');
    if (roomingFingerprint(await findParticipants(tx, caseFile.number)) !== fingerprint)
      throw new AppError(409, 'RoomingChanged', hotelMailMessages.changedMeanwhile);
    const mailId = await queueMail(tx, {
      ...mail,
      attachments: [
        { filename: `voucher-${stayId}.pdf`, contentType: 'application/pdf', content: voucherPdf },
        { filename: `${base}.pdf`, contentType: 'application/pdf', content: roomingPdf },
        {
          filename: `${base}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          content: roomingXlsx,
        },
      ],
    });
    await tx
      .insertInto('hotel_mails')
      .values({
        stay_id: stayId,
        case_number: caseFile.number,
        sent_to: to,
        participants: participants.length,
        rooming_version: await findRoomingVersion(tx, caseFile.number),
        rooming_fingerprint: fingerprint,
        mail_id: mailId,
        sent_by: actorId,
      })
      .execute();
  });
  return hotelMailsOf(db, caseFile.number);
}
