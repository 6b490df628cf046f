import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * What a repository runs its SQL on: the app's database or one of its transactions (a
 * Transaction is a Kysely), so the caller decides the transaction.
 */
export type Executor = Kysely<Database>;

/** A transaction of the app's database: for SQL that must run inside one (row locks, several writes). */
export type Tx = Transaction<Database>;
