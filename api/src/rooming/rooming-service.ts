import {
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
  type roomingListWrite,
  roomingMessages,
  type SheetCell,
} from '@ham/contracts';
import type { z } from 'zod';
import { costLineNames, staysQuery } from '../cases/cases-repository';
import { caseHeadOr404 } from '../cases/cases-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { parseCsv, readXlsx, UnreadableFile } from './rooming-file';
import {
  bumpRoomingVersion,
  findParticipants,
  findRoomingVersion,
  replaceParticipants,
} from './rooming-repository';

// The rooming list of a case (docs/product/rooming-list.md): read, saved whole, imported, exported.

interface CaseRooming {
  caseName: string;
  stays: RoomingStay[];
  /** The accommodation types a participant may have: the case's stays' and its guest type's. */
  accomodations: Record<string, string>;
}

async function caseRooming(db: Executor, caseNumber: number, lock = false): Promise<CaseRooming> {
  const head = await caseHeadOr404(db, caseNumber, lock);
  const [stays, names] = await Promise.all([
    staysQuery(db).where('s.case_number', '=', caseNumber).orderBy('s.begin').orderBy('s.id').execute(),
    costLineNames(db),
  ]);
  const codes = new Set<string>([head.base_accomodation_id, ...(head.extra_accomodation_ids ?? [])]);
  for (const s of stays) for (const id of Object.keys(s.guests)) codes.add(id);
  codes.delete('');
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
  };
}

function listOf(
  caseNumber: number,
  c: CaseRooming,
  participants: Participant[],
  version: number,
): RoomingList {
  return {
    caseNumber,
    caseName: c.caseName,
    participants,
    stays: c.stays,
    accomodations: c.accomodations,
    counts: roomingCounts(c.stays, participants, c.accomodations),
    version,
  };
}

export async function getRoomingList(db: Db, caseNumber: number): Promise<RoomingList> {
  const c = await caseRooming(db, caseNumber);
  const [participants, version] = await Promise.all([
    findParticipants(db, caseNumber),
    findRoomingVersion(db, caseNumber),
  ]);
  return listOf(caseNumber, c, participants, version);
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
): Promise<RoomingList> {
  return db.transaction().execute(async (tx) => {
    const c = await caseRooming(tx, caseNumber, true);
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
    if (!(await bumpRoomingVersion(tx, caseNumber, version)))
      throw new AppError(409, 'StaleRecord', roomingMessages.stale);
    await replaceParticipants(tx, caseNumber, saved, input.participants);
    return listOf(caseNumber, c, await findParticipants(tx, caseNumber), version + 1);
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
): Promise<RoomingImportResult> {
  const c = await caseRooming(db, caseNumber);
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
