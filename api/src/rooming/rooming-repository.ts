import type { Participant, ParticipantValues } from '@ham/contracts';
import { sql } from 'kysely';
import { statusIs } from '../cases/cases-repository';
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

/** The list's row: version, last save (who, when) and purge; undefined before the first save. */
export async function findRoomingHead(db: Executor, caseNumber: number) {
  return db
    .selectFrom('rooming_lists')
    .select(['version', 'updated_at', 'updated_by_name', 'updated_by_kind', 'purged_at'])
    .where('case_number', '=', caseNumber)
    .executeTakeFirst();
}

/** The case's own deadline for the agency (null: the default). */
export async function setRoomingDeadline(db: Executor, caseNumber: number, deadline: string | null) {
  await db
    .updateTable('cases')
    .set({ rooming_deadline: deadline })
    .where('number', '=', caseNumber)
    .where((eb) => eb('rooming_deadline', 'is distinct from', deadline))
    .execute();
}

/** The version moves on from `version`, with who saved it; false when another save came first. */
export async function bumpRoomingVersion(
  db: Executor,
  caseNumber: number,
  version: number,
  by: { accountId: number; name: string; kind: 'staff' | 'agency' },
): Promise<boolean> {
  const author = { updated_by: by.accountId, updated_by_name: by.name, updated_by_kind: by.kind };
  if (version === 0) {
    const inserted = await db
      .insertInto('rooming_lists')
      .values({ case_number: caseNumber, ...author })
      .onConflict((oc) => oc.column('case_number').doNothing())
      .returning('version')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable('rooming_lists')
    .set({ version: sql`version + 1`, updated_at: sql`now()`, ...author })
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

/**
 * 'Le mie pratiche' of the agency portal: the agency's confirmed (or invoiced) cases, the next
 * arrivals first then the past ones, with their deadline as set on the case and the list's size.
 */
export async function findAgencyCases(db: Executor, agencyId: number, today: string) {
  return db
    .selectFrom('cases as c')
    .innerJoin('guest_types as gt', 'gt.id', 'c.guest_type_id')
    .select([
      'c.number',
      'c.name',
      'c.begin_date',
      'c.end_date',
      'c.guest_count',
      'gt.name as gt_name',
      'c.rooming_deadline',
      sql<number>`(select count(*)::int from participants p where p.case_number = c.number)`.as(
        'participants',
      ),
    ])
    .where('c.customer_id', '=', agencyId)
    .where(sql<boolean>`(${statusIs('confermata', today)} or ${statusIs('fatturata', today)})`)
    .orderBy(sql`c.end_date < ${today}`)
    .orderBy('c.begin_date')
    .orderBy('c.number')
    .limit(500)
    .execute();
}
