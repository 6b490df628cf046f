import { sql } from 'kysely';
import { validationError } from './helpers';
import { servicesSuite } from './services-fixtures';
import { SERVICE_KINDS } from './services-kinds';

/**
 * The checks every kind of service (restaurants, buses, guides) passes the same way; what only
 * one kind has is in its own file (services-<kind>.itest.ts).
 */
describe.each(SERVICE_KINDS)('$resource', (kind) => {
  const t = servicesSuite(kind);
  const { call } = t;
  const expectChildren = async (id: number, count: number) => {
    if (kind.children) expect(await kind.children.of(t.ctx.db, id)).toHaveLength(count);
  };

  describe('CRUD', () => {
    test('only name and location are required', async () => {
      const res = await call('POST', '', { name: kind.required.name, locationId: t.places.roma });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject(kind.required.answer);
    });

    test('a stale PUT answers 409 StaleRecord and changes neither the record nor its rows', async () => {
      const created = await t.create();
      const { first, second, kept } = kind.stale;
      expect((await call('PUT', `/${created.id}`, { ...t.payload(first), version: 0 })).statusCode).toBe(200);
      const stale = await call('PUT', `/${created.id}`, { ...t.payload(second), version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: 'StaleRecord',
        message: 'Il record è stato modificato da un altro utente: ricarica la pagina.',
      });
      expect((await call('GET', `/${created.id}`)).json()).toMatchObject({ ...kept, version: 1 });
      await expectChildren(created.id, kind.children?.count ?? 0);
    });

    test('unknown ids answer 404 on GET, PUT and DELETE', async () => {
      for (const res of [
        await call('GET', '/999999'),
        await call('PUT', '/999999', { ...t.payload(), version: 0 }),
        await call('DELETE', '/999999'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'NotFound', message: kind.notFound });
      }
    });

    test('a record used by a case file answers 409 InstanceInUse and stays', async () => {
      const created = await t.create();
      // Case files' tables come with a later migration: a table shaped like theirs (ON DELETE
      // RESTRICT) stands in for them.
      const { db } = t.ctx;
      await sql`create table test_references (service_id integer not null references ${sql.table(kind.table)} (id) on delete restrict)`.execute(
        db,
      );
      try {
        await sql`insert into test_references values (${created.id})`.execute(db);
        const res = await call('DELETE', `/${created.id}`);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: 'InstanceInUse', message: kind.inUse });
      } finally {
        await sql`drop table test_references`.execute(db);
      }
      await expectChildren(created.id, kind.children?.count ?? 0);
    });
  });

  describe('validation: clear errors, nothing half-saved', () => {
    test.each(kind.invalid)('%s → 400 with the field', async (_label, overrides, fields) => {
      const res = await call('POST', '', t.payload(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validationError(fields));
      expect(await t.ctx.db.selectFrom(kind.table).select('id').execute()).toEqual([]);
      if (kind.children)
        expect(await t.ctx.db.selectFrom(kind.children.table).selectAll().execute()).toEqual([]);
    });

    const refusedUpdates = kind.refusedUpdates;
    if (refusedUpdates) {
      test('a refused update keeps the previous fields and rows', async () => {
        const created = await t.create();
        for (const bad of refusedUpdates) {
          const res = await call('PUT', `/${created.id}`, {
            ...t.payload({ name: 'Altro', ...bad }),
            version: 0,
          });
          expect(res.statusCode).toBe(400);
        }
        expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
      });
    }
  });

  describe('permissions', () => {
    test('anonymous 401; operators and administrators read and write; agency users 403 everywhere', async () => {
      const created = await t.create();
      for (const res of [
        await call('GET', '', undefined, ''),
        await call('GET', '/search', undefined, ''),
        await call('GET', `/${created.id}`, undefined, ''),
        await call('POST', '', t.payload(), ''),
      ]) {
        expect(res.statusCode).toBe(401);
      }
      const { admin, agency, operator } = t.users;
      expect((await call('GET', `/${created.id}`, undefined, admin)).statusCode).toBe(200);
      expect((await call('PUT', `/${created.id}`, { ...t.payload(), version: 0 }, admin)).statusCode).toBe(
        200,
      );
      for (const res of [
        await call('GET', '', undefined, agency),
        await call('GET', '/search', undefined, agency),
        await call('GET', `/${created.id}`, undefined, agency),
        await call('POST', '', t.payload(), agency),
        await call('PUT', `/${created.id}`, { ...t.payload(), version: 1 }, agency),
        await call('DELETE', `/${created.id}`, undefined, agency),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: 'Forbidden',
          message: 'Non hai i permessi per questa operazione',
        });
      }
      expect((await call('GET', `/${created.id}`)).json()).toMatchObject({ version: 1 });
      expect((await call('DELETE', `/${created.id}`, undefined, operator)).statusCode).toBe(204);
    });
  });
});
