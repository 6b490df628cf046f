import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';

/**
 * Who is changing the data, for the history triggers of migration 0020 (docs/adr/0025): every
 * transaction the API opens while serving a request starts with the transaction-local settings
 * `ham.actor` and `ham.request_id`, and a write outside a transaction is wrapped in one that does.
 * Transaction-local (`set_config(…, true)`) only: a pooled connection never carries them to the
 * next request. Outside a request (jobs, scripts, seeds) nothing is set and the lines say 'sistema'.
 */
export interface Actor {
  id: number;
  name: string;
  kind: 'staff' | 'agency';
  agencyId: number | null;
}

interface ActorScope {
  /** Read when a transaction starts: the request's user is known only after its sign-in hook. */
  actor: () => Actor | null;
  requestId: string;
  /** Set for the rest of the request by `markForced` (a save confirmed with ?force=true). */
  forced: boolean;
}

const scopes = new AsyncLocalStorage<ActorScope>();

/** Runs `fn` (a request's handling) with `actor` as the author of its writes. */
export function runWithActor<T>(actor: () => Actor | null, fn: () => T): T {
  return scopes.run({ actor, requestId: randomUUID(), forced: false }, fn);
}

/**
 * From now on, this request's writes are forced (an overbooking, an overlapping price, a
 * guest-count change accepted with ?force=true): their history lines say so.
 */
export function markForced(): void {
  const scope = scopes.getStore();
  if (scope) scope.forced = true;
}

/** The `set_config` statement for the current request, or null outside one (or before sign-in). */
function actorSettings(): string | null {
  const scope = scopes.getStore();
  const actor = scope?.actor();
  if (!scope || !actor) return null;
  const literal = pg.escapeLiteral;
  return (
    `select set_config('ham.actor', ${literal(JSON.stringify(actor))}, true),` +
    ` set_config('ham.request_id', ${literal(scope.requestId)}, true),` +
    ` set_config('ham.forced', ${scope.forced ? "'on'" : "''"}, true)`
  );
}

/** Reads never change a tracked table; everything else may. */
function isWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return false;
  if (kind === 'RawNode')
    return !/^\s*(select|show|explain|begin|commit|rollback|start|savepoint|release)\b/i.test(query.sql);
  return true;
}

class ActorConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const settings = !this.inTransaction && isWrite(query) ? actorSettings() : null;
    if (!settings) return this.inner.executeQuery<R>(query);
    await this.inner.executeQuery(CompiledQuery.raw(`begin; ${settings}`));
    try {
      const result = await this.inner.executeQuery<R>(query);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class ActorDriver implements Driver {
  readonly #wrappers = new WeakMap<DatabaseConnection, ActorConnection>();
  constructor(readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.#wrappers.get(connection);
    if (!wrapper) {
      wrapper = new ActorConnection(connection);
      this.#wrappers.set(connection, wrapper);
    }
    wrapper.inTransaction = false;
    return wrapper;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const wrapper = connection as ActorConnection;
    let begin = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      begin = 'start transaction';
      if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) begin += ` ${settings.accessMode}`;
    }
    const actor = actorSettings();
    // One round trip: the transaction and its settings together.
    await wrapper.inner.executeQuery(CompiledQuery.raw(actor ? `${begin}; ${actor}` : begin));
    wrapper.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const wrapper = connection as ActorConnection;
    wrapper.inTransaction = false;
    await this.inner.commitTransaction(wrapper.inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const wrapper = connection as ActorConnection;
    wrapper.inTransaction = false;
    await this.inner.rollbackTransaction(wrapper.inner);
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.inner.savepoint!((connection as ActorConnection).inner, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!((connection as ActorConnection).inner, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!((connection as ActorConnection).inner, name, compile);

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const wrapper = connection as ActorConnection;
    wrapper.inTransaction = false;
    return this.inner.releaseConnection(wrapper.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** PostgreSQL through `pg`, every request's writes carrying their actor. */
export class ActorPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new ActorDriver(super.createDriver());
  }
}
