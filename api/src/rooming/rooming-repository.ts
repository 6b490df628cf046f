import type { Participant, ParticipantValues } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

// The rooming list of a case (docs/product/rooming-list.md): its participants and its version.

export async function findParticipants(db: Executor, caseNumber: number): Promise<Participant[]> {
  const rows = await db
    .selectFrom('participants')
    .select([
      'id',
      'last_name',
      'first_name',
      'birth_date',
      'role',
      'room',
      'accomodation_id',
      'notes',
      'version',
    ])
    .where('case_number', '=', caseNumber)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    lastName: r.last_name,
    firstName: r.first_name,
    birthDate: r.birth_date,
    role: r.role,
    room: r.room,
    accomodationId: r.accomodation_id,
    notes: r.notes,
    version: r.version,
  }));
}

/** The list's version: 0 before its first save. */
export async function findRoomingVersion(db: Executor, caseNumber: number): Promise<number> {
  const row = await db
    .selectFrom('rooming_lists')
    .select('version')
    .where('case_number', '=', caseNumber)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** The version moves on from `version`; false when another save came first. */
export async function bumpRoomingVersion(
  db: Executor,
  caseNumber: number,
  version: number,
): Promise<boolean> {
  if (version === 0) {
    const inserted = await db
      .insertInto('rooming_lists')
      .values({ case_number: caseNumber })
      .onConflict((oc) => oc.column('case_number').doNothing())
      .returning('version')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable('rooming_lists')
    .set({ version: sql`version + 1`, updated_at: sql`now()` })
    .where('case_number', '=', caseNumber)
    .where('version', '=', version)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

const columns = (p: ParticipantValues, position: number) => ({
  position,
  last_name: p.lastName,
  first_name: p.firstName,
  birth_date: p.birthDate,
  role: p.role,
  room: p.room,
  accomodation_id: p.accomodationId,
  notes: p.notes,
});

/**
 * The saved list becomes `wanted` (in its order): participants it no longer holds are deleted,
 * those it holds are updated where something changed (their version moves on), the others are
 * inserted. Only what changed is written, so 'Storico modifiche' lists only real changes.
 */
export async function replaceParticipants(
  db: Executor,
  caseNumber: number,
  saved: readonly (Participant & { position?: number })[],
  wanted: readonly ParticipantValues[],
): Promise<void> {
  const keep = new Set(wanted.map((p) => p.id).filter((id): id is number => !!id));
  const gone = saved.filter((p) => !keep.has(p.id)).map((p) => p.id);
  if (gone.length) await db.deleteFrom('participants').where('id', 'in', gone).execute();
  const byId = new Map(saved.map((p, i) => [p.id, { ...p, position: i }]));
  const inserts: ReturnType<typeof columns>[] = [];
  for (const [position, p] of wanted.entries()) {
    const before = p.id ? byId.get(p.id) : undefined;
    if (!before) {
      inserts.push(columns(p, position));
      continue;
    }
    const same =
      before.position === position &&
      before.lastName === p.lastName &&
      before.firstName === p.firstName &&
      before.birthDate === p.birthDate &&
      before.role === p.role &&
      before.room === p.room &&
      before.accomodationId === p.accomodationId &&
      before.notes === p.notes;
    if (same) continue;
    await db
      .updateTable('participants')
      .set({ ...columns(p, position), version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', before.id)
      .execute();
  }
  // One statement per 500 rows (PostgreSQL's 65,535 parameters: 9 columns each).
  for (let i = 0; i < inserts.length; i += 500) {
    await db
      .insertInto('participants')
      .values(inserts.slice(i, i + 500).map((c) => ({ ...c, case_number: caseNumber })))
      .execute();
  }
}
