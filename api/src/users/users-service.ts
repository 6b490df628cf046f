import {
  messages,
  type Paged,
  type PageQuery,
  type UserCreate,
  type UserEdit,
  type UserUpdate,
  userMessages,
} from '@ham/contracts';
import { revokeAllAccess } from '../auth/accounts';
import { createPasswordSetupLink } from '../auth/password-links';
import type { AppConfig } from '../config';
import type { Tx } from '../db/executor';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { badRequest, conflict, foundOr404, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import { invitationMail } from '../mail/templates';
import {
  deleteAccount,
  emailInUse,
  findUser,
  insertUser,
  listUsers,
  lockAdministrators,
  updateUser,
} from './users-repository';

const emailTaken = () => conflict('Conflict', userMessages.emailInUse);

export function listStaffUsers(db: Db, page: PageQuery): Promise<Paged<UserEdit>> {
  return listUsers(db, page);
}

export async function getUser(db: Db, id: number): Promise<UserEdit> {
  return foundOr404(findUser(db, id), userMessages.notFound);
}

/**
 * Creates a staff login without a password and, in the same transaction, queues the
 * invitation e-mail with its set-password link (72 hours, docs/product/roles.md#users).
 */
export async function createUser(db: Db, config: AppConfig, input: UserCreate): Promise<UserEdit> {
  try {
    return await db.transaction().execute(async (tx) => {
      if (await emailInUse(tx, input.email)) throw emailTaken();
      const id = await insertUser(tx, input);
      const link = await createPasswordSetupLink(tx, config, id);
      await queueMail(tx, invitationMail(input.email, input.firstName, link));
      return (await findUser(tx, id))!;
    });
  } catch (error) {
    // Two creations of one address at once: the unique index decides.
    if (isPgError(error, PG.uniqueViolation)) throw emailTaken();
    throw error;
  }
}

/** Refuses to leave the app without an active administrator. */
async function assertAnotherAdministrator(tx: Tx, id: number): Promise<void> {
  const admins = await lockAdministrators(tx);
  if (!admins.some((adminId) => adminId !== id)) throw conflict('Conflict', userMessages.lastAdmin);
}

/** Saves names and role if nobody changed the user since it was read; the e-mail never changes. */
export async function saveUser(
  db: Db,
  id: number,
  { version, email, ...input }: UserUpdate,
): Promise<UserEdit> {
  return db.transaction().execute(async (tx) => {
    const current = await findUser(tx, id);
    if (!current) throw notFound(userMessages.notFound);
    if (email !== undefined && email !== current.email) {
      throw badRequest(messages.validation, { email: userMessages.emailFixed });
    }
    if (current.roleId === 'admin' && input.roleId !== 'admin') await assertAnotherAdministrator(tx, id);
    await updateUser(tx, id, version, input, userMessages.notFound);
    return (await findUser(tx, id))!;
  });
}

/**
 * Deletes a staff login: it can no longer sign in, and its app sessions and the
 * provider's sessions and grants end at once. Nobody deletes themself or the last administrator.
 */
export async function removeUser(db: Db, id: number, actingAccountId: number): Promise<void> {
  if (id === actingAccountId) throw conflict('Conflict', userMessages.deleteSelf);
  await db.transaction().execute(async (tx) => {
    const current = await findUser(tx, id, true);
    if (!current) throw notFound(userMessages.notFound);
    if (current.roleId === 'admin') await assertAnotherAdministrator(tx, id);
    await revokeAllAccess(tx, id);
    // Case files will record who created them: that reference must not block this delete
    // (ON DELETE SET NULL, or keep the name on the case file) once the case files record their user.
    await deleteAccount(tx, id);
  });
}
