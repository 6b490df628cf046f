import { Kysely } from 'kysely';
import pg from 'pg';
import { ActorPostgresDialect } from './actor-driver';
import type { Database, Db } from './schema';

const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * DATE columns stay `YYYY-MM-DD` strings (docs/product/formats-and-errors.md: dates never become Date objects,
 * which would shift with the time zone); bigint (e.g. count(*)) becomes a number.
 */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a union format
    return pg.types.getTypeParser(oid, format as any);
  },
};

export function createDatabase(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: typeParsers });
  // An idle connection closed by the server (restart, or the embedded PostgreSQL stopping first on
  // Ctrl-C, which reaches the whole process group) must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL: connessione inattiva chiusa (${error.message})`));
  return new Kysely<Database>({ dialect: new ActorPostgresDialect({ pool }) });
}
