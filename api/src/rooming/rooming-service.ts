import {
  type AgencyCaseList,
  agencyMayEdit,
  formatItalianDate,
  mergeParticipants,
  type Participant,
  type ParticipantValues,
  personKey,
  ROOMING_MAX_PROBLEMS,
  type RoomingImportProblem,
  type RoomingImportResult,
  type RoomingList,
  type RoomingStay,
  readRoomingSheet,
  roomingCounts,
  roomingDeadline,
  type roomingListWrite,
  roomingMessages,
  type SheetCell,
  todayInRome,
} from '@ham/contracts';
import type { z } from 'zod';
import { costLineNames, staysQuery } from '../cases/cases-repository';
import { caseHeadOr404, caseNotFound } from '../cases/cases-service';
import { readConfig } from '../config-groups/config-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { parseCsv, readXlsx, UnreadableFile } from './rooming-file';
import {
  bumpRoomingVersion,
  findAgencyCases,
  findParticipants,
  findRoomingHead,
  findRoomingVersion,
  replaceParticipants,
  setRoomingDeadline,
} from './rooming-repository';

// The rooming list of a case (docs/product/rooming-list.md): read, saved whole, imported, exported.

/**
 * Who reads or writes a list: staff, or the user of an agency, who reaches only its own cases
 * (another agency's: 404, as if it did not exist) and writes only until the deadline.
 */
export type RoomingViewer =
  | { kind: 'staff'; accountId: number; name: string }
  | { kind: 'agency'; accountId: number; name: string; agencyId: number };

interface CaseRooming {
  caseName: string;
  stays: RoomingStay[];
  /** The accommodation types a participant may have: the case's stays' and its guest type's. */
  accomodations: Record<string, string>;
  deadline: string;
  deadlineSet: boolean;
}

async function caseRooming(
  db: Executor,
  caseNumber: number,
  viewer: RoomingViewer,
  lock = false,
): Promise<CaseRooming> {
  const head = await caseHeadOr404(db, caseNumber, lock);
  if (viewer.kind === 'agency' && head.customer_id !== viewer.agencyId) throw caseNotFound(caseNumber);
  const [stays, names, config, own] = await Promise.all([
    staysQuery(db).where('s.case_number', '=', caseNumber).orderBy('s.begin').orderBy('s.id').execute(),
    costLineNames(db),
    readConfig(db, 'rooming'),
    db.selectFrom('cases').select('rooming_deadline').where('number', '=', caseNumber).executeTakeFirst(),
  ]);
  const codes = new Set<string>([head.base_accomodation_id, ...(head.extra_accomodation_ids ?? [])]);
  for (const s of stays) for (const id of Object.keys(s.guests)) codes.add(id);
  codes.delete('');
  const custom = own?.rooming_deadline ?? null;
  return {
    caseName: head.name,
    stays: stays.map((s) => ({
      id: s.id,
      hotelName: s.hotel_name,
      begin: s.begin,
      end: s.end,
      guests: s.guests,
    })),
    accomodations: Object.fromEntries(
      [...codes].filter(Boolean).map((id) => [id, names.accomodations[id] ?? id]),
    ),
    deadline: roomingDeadline(head.begin_date, custom, config.deadlineDaysBefore),
    deadlineSet: custom !== null,
  };
}

const editableBy = (viewer: RoomingViewer, c: CaseRooming, today = todayInRome()) =>
  viewer.kind === 'staff' || agencyMayEdit(c.deadline, today);

async function listOf(
  db: Executor,
  caseNumber: number,
  c: CaseRooming,
  viewer: RoomingViewer,
  participants: Participant[],
): Promise<RoomingList> {
  const head = await findRoomingHead(db, caseNumber);
  return {
    caseNumber,
    caseName: c.caseName,
    participants,
    stays: c.stays,
    accomodations: c.accomodations,
    counts: roomingCounts(c.stays, participants, c.accomodations),
    version: head?.version ?? 0,
    deadline: c.deadline,
    deadlineSet: c.deadlineSet,
    editable: editableBy(viewer, c),
    lastChange:
      head?.updated_by_name && head.updated_by_kind
        ? { name: head.updated_by_name, kind: head.updated_by_kind, at: head.updated_at.toISOString() }
        : null,
    purgedAt: head?.purged_at ? head.purged_at.toISOString() : null,
  };
}

export async function getRoomingList(
  db: Db,
  caseNumber: number,
  viewer: RoomingViewer,
): Promise<RoomingList> {
  const c = await caseRooming(db, caseNumber, viewer);
  return listOf(db, caseNumber, c, viewer, await findParticipants(db, caseNumber));
}

/** 'Le mie pratiche': the agency's confirmed cases, each with its deadline and whether it may still edit. */
export async function listAgencyCases(db: Db, agencyId: number): Promise<AgencyCaseList> {
  const today = todayInRome();
  const [rows, config] = await Promise.all([findAgencyCases(db, agencyId, today), readConfig(db, 'rooming')]);
  return {
    items: rows.map((r) => {
      const deadline = roomingDeadline(r.begin_date, r.rooming_deadline, config.deadlineDaysBefore);
      return {
        number: r.number,
        name: r.name,
        beginDate: r.begin_date,
        endDate: r.end_date,
        guestCount: r.guest_count,
        guestTypeName: r.gt_name,
        deadline,
        editable: agencyMayEdit(deadline, today),
        participants: r.participants,
      };
    }),
  };
}

/** PUT deadline (staff): the case's own deadline, or back to the default (null). */
export async function saveRoomingDeadline(
  db: Db,
  caseNumber: number,
  deadline: string | null,
  viewer: RoomingViewer,
): Promise<RoomingList> {
  return db.transaction().execute(async (tx) => {
    await caseHeadOr404(tx, caseNumber, true);
    await setRoomingDeadline(tx, caseNumber, deadline);
    const c = await caseRooming(tx, caseNumber, viewer);
    return listOf(tx, caseNumber, c, viewer, await findParticipants(tx, caseNumber));
  });
}

/**
 * PUT: the whole list in one transaction (all or nothing). The case is locked first (the
 * writers' order: case, then its parts); a version other than the saved one is 409 StaleRecord;
 * a code of a participant the list does not hold, a code twice or an accommodation type the
 * case's stays do not have is a 400 on its field (`participants.N.field`).
 */
export async function saveRoomingList(
  db: Db,
  caseNumber: number,
  input: z.output<typeof roomingListWrite>,
  viewer: RoomingViewer,
): Promise<RoomingList> {
  return db.transaction().execute(async (tx) => {
    const c = await caseRooming(tx, caseNumber, viewer, true);
    if (!editableBy(viewer, c))
      throw new AppError(
        409,
        'RoomingDeadlinePassed',
        roomingMessages.deadlinePassed(formatItalianDate(c.deadline)),
      );
    const version = await findRoomingVersion(tx, caseNumber);
    if (version !== input.version) throw new AppError(409, 'StaleRecord', roomingMessages.stale);
    const saved = await findParticipants(tx, caseNumber);
    const savedIds = new Set(saved.map((p) => p.id));
    const fields: Record<string, string> = {};
    const seen = new Map<number, number>();
    input.participants.forEach((p, i) => {
      if (p.id) {
        if (!savedIds.has(p.id)) fields[`participants.${i}.id`] = roomingMessages.unknownId(p.id);
        else if (seen.has(p.id))
          fields[`participants.${i}.id`] = roomingMessages.duplicateId((seen.get(p.id) ?? 0) + 1);
        else seen.set(p.id, i);
      }
      if (p.accomodationId && !(p.accomodationId in c.accomodations))
        fields[`participants.${i}.accomodationId`] = roomingMessages.unknownAccomodation(
          p.accomodationId,
          Object.values(c.accomodations).join(', '),
        );
    });
    if (Object.keys(fields).length) throw badRequest('Alcuni partecipanti non sono validi', fields);
    if (!(await bumpRoomingVersion(tx, caseNumber, version, viewer)))
      throw new AppError(409, 'StaleRecord', roomingMessages.stale);
    await replaceParticipants(tx, caseNumber, saved, input.participants);
    return listOf(tx, caseNumber, c, viewer, await findParticipants(tx, caseNumber));
  });
}

const refusal = (message: string, problems: RoomingImportProblem[] = []) =>
  new AppError(400, 'RoomingImportInvalid', message, {
    problems: problems.slice(0, ROOMING_MAX_PROBLEMS),
    total: problems.length,
  });

/**
 * POST import: the file's participants, checked row by row, matched to the saved list by code
 * or by surname, name and birth date; nothing is saved (the screen puts them in its grid, then
 * 'Salva'). Any wrong row refuses the whole file (400 `RoomingImportInvalid`, the problems
 * with their line numbers in `detail`).
 */
export async function importRoomingFile(
  db: Db,
  caseNumber: number,
  format: 'xlsx' | 'csv',
  bytes: Buffer,
  viewer: RoomingViewer,
): Promise<RoomingImportResult> {
  const c = await caseRooming(db, caseNumber, viewer);
  if (!editableBy(viewer, c))
    throw new AppError(
      409,
      'RoomingDeadlinePassed',
      roomingMessages.deadlinePassed(formatItalianDate(c.deadline)),
    );
  let table: SheetCell[][];
  try {
    table = format === 'csv' ? parseCsv(bytes) : await readXlsx(bytes);
  } catch (err) {
    if (err instanceof UnreadableFile) throw refusal(roomingMessages.unreadable);
    throw err;
  }
  const sheet = readRoomingSheet(table, { accomodations: c.accomodations });
  if (sheet.fileProblem) throw refusal(sheet.fileProblem);
  const saved = await findParticipants(db, caseNumber);
  const savedIds = new Set(saved.map((p) => p.id));
  const problems = [...sheet.problems];
  // The line of each participant read (readRoomingSheet keeps the file's order; empty lines skipped).
  if (!problems.length) {
    const lines = lineNumbers(table);
    sheet.participants.forEach((p, i) => {
      if (p.id && !savedIds.has(p.id))
        problems.push({ row: lines[i], field: 'Codice', message: roomingMessages.unknownId(p.id) });
    });
  }
  if (problems.length)
    throw refusal(roomingMessages.invalidRows(new Set(problems.map((p) => p.row)).size), problems);
  const base = saved.map(({ version: _v, ...p }) => p);
  const incoming = sheet.participants.map((p) => ({ ...p, id: p.id ?? null }));
  // Codes of the saved list for the rows that name a saved participant without its code.
  const byPerson = new Map(base.map((p) => [personKey(p), p.id]));
  const participants = incoming.map((p) => ({ ...p, id: p.id ?? byPerson.get(personKey(p)) ?? null }));
  const { updated, added } = mergeParticipants<Omit<Participant, 'version' | 'id'> & { id: number | null }>(
    base,
    participants,
  );
  return { participants, updated, added };
}

/** The file's line (1 = header) of each non-empty row, in order. */
function lineNumbers(table: readonly (readonly SheetCell[])[]): number[] {
  const lines: number[] = [];
  for (let i = 1; i < table.length; i++)
    if (table[i].some((c) => c !== null && (typeof c !== 'string' || c.trim() !== ''))) lines.push(i + 1);
  return lines;
}

export type { ParticipantValues };
