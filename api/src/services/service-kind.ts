import type { Executor, Tx } from '../db/executor';
import type { Db } from '../db/schema';
import { foundOr404 } from '../errors';
import { deleteOrInUse, type ServiceTexts } from './service-errors';

/** The rules and the repository of one kind of service (restaurants, buses, guides). */
export interface ServiceKind<T, U extends { version: number }> {
  texts: ServiceTexts;
  /** 400 with the fields when the input names unknown references. */
  assertValid(db: Db, input: Omit<U, 'version'>): Promise<void>;
  find(db: Executor, id: number): Promise<T | undefined>;
  insert(db: Executor, input: Omit<U, 'version'>): Promise<number>;
  update(
    db: Executor,
    id: number,
    version: number,
    input: Omit<U, 'version'>,
    notFoundMessage: string,
  ): Promise<void>;
  /** The service's own rows (menus, price rows) become those of the input, in the save's transaction. */
  replaceChildren?(tx: Tx, id: number, input: Omit<U, 'version'>): Promise<void>;
  delete(db: Executor, id: number): Promise<boolean>;
}

/**
 * Read, create, versioned save and delete of one kind of service (docs/product/services.md): a service
 * and its own rows are written in one transaction, so a refused save (409 StaleRecord) leaves
 * the previous ones intact; a service used by a case file cannot be deleted (409 InstanceInUse).
 */
export function serviceKind<T, U extends { version: number }>(kind: ServiceKind<T, U>) {
  const { texts } = kind;
  const get = (db: Db, id: number): Promise<T> => foundOr404(kind.find(db, id), texts.notFound);
  return {
    get,
    async create(db: Db, input: Omit<U, 'version'>): Promise<T> {
      await kind.assertValid(db, input);
      const id = await db.transaction().execute(async (tx) => {
        const newId = await kind.insert(tx, input);
        await kind.replaceChildren?.(tx, newId, input);
        return newId;
      });
      return get(db, id);
    },
    async save(db: Db, id: number, { version, ...input }: U): Promise<T> {
      await kind.assertValid(db, input);
      return db.transaction().execute(async (tx) => {
        await kind.update(tx, id, version, input, texts.notFound);
        await kind.replaceChildren?.(tx, id, input);
        return foundOr404(kind.find(tx, id), texts.notFound);
      });
    },
    remove: (db: Db, id: number) => deleteOrInUse(() => kind.delete(db, id), texts),
  };
}
