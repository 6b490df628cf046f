import {
  type Agency,
  type AgencyListItem,
  type AgencyListQuery,
  type AgencyUpdate,
  type AgencyWrite,
  agencyMessages,
  messages,
  type Paged,
} from '@ham/contracts';
import { revokeAllAccess } from '../auth/accounts';
import { createPasswordSetupLink } from '../auth/password-links';
import type { AppConfig } from '../config';
import type { Tx } from '../db/executor';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { badRequest, conflict, foundOr404, inUse, notFound } from '../errors';
import { findCountry } from '../geo/countries-repository';
import { queueMail } from '../mail/outbox';
import { agencyAccessMail } from '../mail/templates';
import {
  agencyLoginIds,
  deleteAgency,
  findAgency,
  findLoginByEmail,
  insertAgency,
  insertAgencyLogin,
  listAgencies,
  otherAgencyWithAccessEmail,
  setLoginActive,
  updateAgency,
} from './agencies-repository';

const accessEmailTaken = () => conflict('Conflict', agencyMessages.accessEmailInUse);

/** Runs a change in one transaction; an access address taken meanwhile (unique indexes) is a 409. */
async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isPgError(error, PG.uniqueViolation)) throw accessEmailTaken();
    throw error;
  }
}

async function assertCountry(tx: Tx, countryId: string | null): Promise<void> {
  if (countryId !== null && !(await findCountry(tx, countryId))) {
    throw badRequest(messages.validation, { countryId: agencyMessages.invalidCountry });
  }
}

/**
 * The front-office access lifecycle (docs/product/sign-in.md#front-office-access), inside the agency's save:
 * - a new address never used: creates the agency login (no password) and queues the
 *   password-setting e-mail;
 * - an address this agency used before: reactivates that login, no new e-mail;
 * - the old address (access disabled or changed): its login is switched off and its
 *   sessions, in the app and in the provider, end at once;
 * - an address of a staff user or of another agency: 409.
 */
async function applyAccessChange(
  tx: Tx,
  config: AppConfig,
  agency: { id: number; fullName: string },
  previous: string | null,
  next: string | null,
): Promise<void> {
  const before = previous?.toLowerCase() ?? null;
  if (before === next) return;
  if (before !== null) {
    const old = await findLoginByEmail(tx, before);
    if (old && old.agencyId === agency.id) {
      await setLoginActive(tx, old.id, false);
      await revokeAllAccess(tx, old.id);
    }
  }
  if (next === null) return;
  if (await otherAgencyWithAccessEmail(tx, next, agency.id)) throw accessEmailTaken();
  const login = await findLoginByEmail(tx, next);
  if (!login) {
    const accountId = await insertAgencyLogin(tx, agency.id, next);
    const link = await createPasswordSetupLink(tx, config, accountId);
    await queueMail(tx, agencyAccessMail(next, agency.fullName, link));
  } else if (login.agencyId !== agency.id) {
    throw accessEmailTaken();
  } else if (!login.active) {
    await setLoginActive(tx, login.id, true);
  }
}

export function listAgencyItems(db: Db, query: AgencyListQuery): Promise<Paged<AgencyListItem>> {
  return listAgencies(db, query);
}

export async function getAgency(db: Db, id: number): Promise<Agency> {
  return foundOr404(findAgency(db, id), agencyMessages.notFound);
}

export function createAgency(db: Db, config: AppConfig, input: AgencyWrite): Promise<Agency> {
  return inTransaction(db, async (tx) => {
    await assertCountry(tx, input.countryId);
    const id = await insertAgency(tx, input);
    await applyAccessChange(tx, config, { id, fullName: input.fullName }, null, input.frontofficeEmail);
    return (await findAgency(tx, id))!;
  });
}

/**
 * Saves the agency if nobody saved it since it was read (`version`, else 409 StaleRecord
 * and nothing changes), with the access change, all in one transaction.
 */
export function saveAgency(
  db: Db,
  config: AppConfig,
  id: number,
  { version, ...input }: AgencyUpdate,
): Promise<Agency> {
  return inTransaction(db, async (tx) => {
    await assertCountry(tx, input.countryId);
    const current = await findAgency(tx, id, true);
    if (!current) throw notFound(agencyMessages.notFound);
    await updateAgency(tx, id, version, input, agencyMessages.notFound);
    await applyAccessChange(
      tx,
      config,
      { id, fullName: input.fullName },
      current.frontofficeEmail,
      input.frontofficeEmail,
    );
    return (await findAgency(tx, id))!;
  });
}

/** Deletes the agency with its front-office logins; their sessions end at once. */
export async function removeAgency(db: Db, id: number): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      const current = await findAgency(tx, id, true);
      if (!current) throw notFound(agencyMessages.notFound);
      for (const accountId of await agencyLoginIds(tx, id)) await revokeAllAccess(tx, accountId);
      // Case files and quote requests will reference the agency (restrict): the delete then
      // fails with a foreign-key violation, answered below as 409 InstanceInUse.
      await deleteAgency(tx, id);
    });
  } catch (error) {
    if (isPgError(error, PG.foreignKeyViolation)) throw inUse(agencyMessages.inUse);
    throw error;
  }
}
