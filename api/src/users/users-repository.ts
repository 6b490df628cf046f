import type { Paged, PageQuery, Permission, RoleId, UserEdit } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { fetchPage } from '../db/paging';
import { deleteRow, insertRow } from '../db/rows';
import { versionedUpdate } from '../db/versioned-update';

/** Staff logins only (role set); agency front-office logins are managed with their agency. */
const baseQuery = (db: Executor) =>
  db
    .selectFrom('accounts as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .select([
      'a.id',
      'a.email',
      'a.first_name',
      'a.last_name',
      'a.version',
      'r.id as role_id',
      'r.name as role_name',
      'r.description as role_description',
      'r.permissions',
    ]);

type UserRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  version: number;
  role_id: string;
  role_name: string;
  role_description: string;
  permissions: string[];
};

const toUser = (r: UserRow): UserEdit => {
  const roleId = r.role_id as RoleId;
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    roleId,
    role: {
      id: roleId,
      name: r.role_name,
      description: r.role_description,
      permissions: r.permissions as Permission[],
    },
    version: r.version,
  };
};

export async function listUsers(db: Executor, page: PageQuery): Promise<Paged<UserEdit>> {
  // Case- and accent-insensitive, whatever the database's collation.
  const query = baseQuery(db)
    .orderBy(sql`f_unaccent(lower(a.last_name))`)
    .orderBy(sql`f_unaccent(lower(a.first_name))`)
    .orderBy('a.id');
  const result = await fetchPage(query, page);
  return { ...result, items: result.items.map(toUser) };
}

export async function findUser(db: Executor, id: number, forUpdate = false): Promise<UserEdit | undefined> {
  let query = baseQuery(db).where('a.id', '=', id);
  if (forUpdate) query = query.forUpdate('a');
  const row = await query.executeTakeFirst();
  return row && toUser(row);
}

/** Whether an address is taken by any login (staff or agency, even a disabled one) or an agency's access. */
export async function emailInUse(db: Executor, email: string): Promise<boolean> {
  const account = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
  if (account) return true;
  const agency = await db
    .selectFrom('agencies')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['frontoffice_email']), '=', email))
    .executeTakeFirst();
  return agency !== undefined;
}

export async function insertUser(
  db: Executor,
  user: { email: string; firstName: string; lastName: string; roleId: RoleId },
): Promise<number> {
  return insertRow(db, 'accounts', {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role_id: user.roleId,
  });
}

export async function updateUser(
  db: Executor,
  id: number,
  version: number,
  user: { firstName: string; lastName: string; roleId: RoleId },
  notFoundMessage: string,
): Promise<void> {
  await versionedUpdate(
    db,
    'accounts',
    { id },
    version,
    { first_name: user.firstName, last_name: user.lastName, role_id: user.roleId },
    notFoundMessage,
  );
}

/**
 * Locks every administrator's row and answers their ids: two concurrent removals of two
 * administrators are serialized, so the check "another administrator remains" holds.
 */
export async function lockAdministrators(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('role_id', '=', 'admin')
    .where('active', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteAccount(db: Executor, id: number): Promise<boolean> {
  return deleteRow(db, 'accounts', id);
}
