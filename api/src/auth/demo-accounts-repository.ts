import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type { AccountTable } from '../db/schema';

/** SQL of the demo logins' seed (demo mode only). */

/** The agency whose front-office e-mail is `email`, if any. */
export async function findAgencyByFrontofficeEmail(db: Executor, email: string) {
  return db.selectFrom('agencies').select('id').where('frontoffice_email', '=', email).executeTakeFirst();
}

/** Inserts the accounts whose e-mail is not taken yet (existing e-mails are left alone). */
export async function insertAccountsIfNew(db: Executor, rows: Insertable<AccountTable>[]): Promise<void> {
  await db
    .insertInto('accounts')
    .values(rows)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
