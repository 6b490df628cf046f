import {
  AliasNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';

/** The channel of migration 0008's triggers; payload `<table>:<insert|update|delete|truncate>`. */
export const CHANGES_CHANNEL = 'ham_changes';

export type ChangeOp = 'insert' | 'update' | 'delete' | 'truncate';
export interface Change {
  table: string;
  op: ChangeOp;
  /** Reported by this process as the statement ran (not yet committed), not by a notification. */
  local?: boolean;
}
type Listener = (change: Change | null) => void;

interface Logger {
  warn(message: string): void;
  info?(message: string): void;
}

/**
 * Tells the API's read caches that rows they hold may have changed (docs/adr/0008).
 *
 * - Across replicas: one dedicated connection LISTENs to the triggers' notifications, which
 *   PostgreSQL sends when a writing transaction commits.
 * - In this process, at once: `plugin` (a Kysely plugin on the app's database handle) reports
 *   every insert, update and delete the moment it has run, so a request that follows a write
 *   never meets the old value, even before the notification arrives.
 *
 * `live` is false until the connection listens and again while it is lost: caches must then
 * answer from the database (a missed notification would otherwise leave them stale). On every
 * (re)connection listeners receive `null`: "forget everything".
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private connected = false;

  constructor(
    private readonly connectionString: string | null,
    private readonly log: Logger = console,
    private readonly retryMs = 1000,
  ) {}

  /** A feed with no database: never live, so every cache reads through. */
  static disabled(): ChangeFeed {
    return new ChangeFeed(null);
  }

  get live(): boolean {
    return this.connected && !this.stopped;
  }

  /** Calls `listener` for every change (and with `null` when everything must be forgotten). */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects and listens; resolves once listening (or at once when disabled). */
  async start(): Promise<void> {
    if (!this.connectionString || this.stopped) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'ham-changes',
    });
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const [table, op] = message.payload.split(':');
      this.emit({ table, op: op as ChangeOp });
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    // Whatever was written while no one listened is unknown: start from empty caches.
    this.emit(null);
    this.connected = true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.connected = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Reports a change made by this process (called by `plugin`, and by tests). */
  notifyLocal(change: Change): void {
    this.emit({ ...change, local: true });
  }

  /** The Kysely plugin that reports this process's writes at once (see the class comment). */
  readonly plugin: KyselyPlugin = new LocalWritesPlugin((change) => this.notifyLocal(change));

  private emit(change: Change | null): void {
    for (const listener of this.listeners) listener(change);
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== null && this.client !== client) return;
    const wasConnected = this.connected;
    this.connected = false;
    this.client = null;
    this.emit(null);
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.stopped || this.retryTimer) return;
    if (wasConnected || error) {
      this.log.warn(
        `Notifiche delle modifiche interrotte (${error?.message ?? 'connessione chiusa'}): le cache sono sospese, nuovo tentativo tra ${this.retryMs} ms.`,
      );
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, this.retryMs);
  }
}

/** The table a write statement targets (`hotels as h` included). */
function writtenTable(node: RootOperationNode): Change | null {
  const tableName = (n: OperationNode | undefined): string | null => {
    if (n && TableNode.is(n)) return n.table.identifier.name;
    if (n && AliasNode.is(n)) return tableName(n.node);
    return null;
  };
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = tableName(node.into);
      return table ? { table, op: 'insert' } : null;
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table);
      return table ? { table, op: 'update' } : null;
    }
    case 'DeleteQueryNode': {
      const table = tableName(node.from.froms[0]);
      return table ? { table, op: 'delete' } : null;
    }
    default:
      return null;
  }
}

class LocalWritesPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, Change>();

  constructor(private readonly report: (change: Change) => void) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const change = writtenTable(args.node);
    if (change) this.pending.set(args.queryId, change);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const change = this.pending.get(args.queryId);
    if (change) {
      this.pending.delete(args.queryId);
      this.report(change);
    }
    return args.result;
  }
}
