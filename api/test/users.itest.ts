import { paged, user, userEdit } from '@ham/contracts';
import { accountIdOf, cookieFor, creator, signedInCookie, signedInSuite, validationError } from './helpers';

const t = signedInSuite();
let adminId: number;
beforeAll(async () => {
  adminId = await accountIdOf(t.ctx.db, 'admin@test.it');
});
beforeEach(async () => {
  await t.ctx.db.deleteFrom('mail_outbox').execute();
  await t.ctx.db.deleteFrom('accounts').where('email', 'like', '%@nuovi.it').execute();
});

const call = t.api('/api/users', 'admin');

const newUser = {
  email: '  Giulia.Verdi@Nuovi.it ',
  firstName: ' Giulia ',
  lastName: 'Verdi',
  roleId: 'supervisor',
};

const createUser = creator(call, userEdit, newUser);

describe('CRUD', () => {
  test('create: lower-cased e-mail, role with permissions, invitation e-mail in the outbox', async () => {
    const created = await createUser();
    expect(created).toEqual({
      id: expect.any(Number),
      email: 'giulia.verdi@nuovi.it',
      firstName: 'Giulia',
      lastName: 'Verdi',
      roleId: 'supervisor',
      role: {
        id: 'supervisor',
        name: 'Responsabile',
        description: expect.any(String),
        permissions: ['manage_db', 'self_quote'],
      },
      version: 0,
    });
    const mails = await t.ctx.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'invitation',
      to: 'giulia.verdi@nuovi.it',
      subject: 'Benvenuto in Hotel Allotment Manager',
      sent_at: null,
    });
    expect(mails[0].text).toContain('valido 72 ore');
    expect(mails[0].text).toMatch(/http:\/\/localhost:3000\/idp\/set-password\?token=\S+/);
    expect(mails[0].html).toContain('Imposta la password');
  });

  test('list is paged, staff only, by last name; items carry the role', async () => {
    await createUser();
    const list = paged(user).parse((await call('GET', '?p=1&ipp=2')).json());
    expect(list.pageInfo).toEqual({ page: 1, itemsPerPage: 2, totalItems: 3, totalPages: 2 });
    const all = paged(user).parse((await call('GET', '')).json());
    expect(all.items.map((u) => u.email)).toEqual([
      'admin@test.it',
      'operatore@test.it',
      'giulia.verdi@nuovi.it',
    ]);
    expect(all.items.find((u) => u.email === 'agenzia@test.it')).toBeUndefined();
    expect(all.items[0].role.name).toBe('Amministratore');
  });

  test('read and save with /edit, version checked; the e-mail cannot change', async () => {
    const created = await createUser();
    const read = await call('GET', `/${created.id}/edit`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const saved = await call('PUT', `/${created.id}/edit`, {
      email: 'GIULIA.VERDI@nuovi.it',
      firstName: 'Giulia Maria',
      lastName: 'Verdi',
      roleId: 'operator',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Giulia Maria', roleId: 'operator', version: 1 });
    expect(saved.json().role.permissions).toEqual([]);

    const stale = await call('PUT', `/${created.id}/edit`, { ...newUser, version: 0, email: undefined });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('StaleRecord');

    const otherEmail = await call('PUT', `/${created.id}/edit`, {
      email: 'altro@nuovi.it',
      firstName: 'X',
      lastName: 'Y',
      roleId: 'operator',
      version: 1,
    });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json()).toEqual(
      validationError({ email: "L'indirizzo e-mail non può essere modificato" }),
    );
    expect((await call('GET', `/${created.id}/edit`)).json()).toMatchObject({
      email: 'giulia.verdi@nuovi.it',
      firstName: 'Giulia Maria',
      version: 1,
    });
  });

  test('an e-mail in use by any login, staff or agency, answers 409 and queues nothing', async () => {
    for (const email of ['OPERATORE@test.it', 'agenzia@test.it']) {
      const res = await call('POST', '', { ...newUser, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Conflict', message: 'Indirizzo e-mail già in uso' });
    }
    expect(await t.ctx.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  test('delete: the login goes, its sessions end at once', async () => {
    const created = await createUser();
    const cookie = await cookieFor(t.ctx.db, created.id);
    const auth = () => t.ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie } });
    expect((await auth()).statusCode).toBe(200);
    await t.ctx.db
      .insertInto('oidc_payloads')
      .values({ id: 'g1', type: 'Grant', payload: JSON.stringify({ accountId: String(created.id) }) })
      .execute();
    const res = await call('DELETE', `/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect((await auth()).statusCode).toBe(401);
    expect(
      await t.ctx.db.selectFrom('sessions').where('account_id', '=', created.id).selectAll().execute(),
    ).toEqual([]);
    expect(await t.ctx.db.selectFrom('oidc_payloads').where('id', '=', 'g1').selectAll().execute()).toEqual(
      [],
    );
    expect((await call('GET', `/${created.id}/edit`)).statusCode).toBe(404);
  });

  test('editing or deleting a deleted user answers 404', async () => {
    const created = await createUser();
    await call('DELETE', `/${created.id}`);
    for (const res of [
      await call('PUT', `/${created.id}/edit`, {
        firstName: 'A',
        lastName: 'B',
        roleId: 'operator',
        version: 0,
      }),
      await call('DELETE', `/${created.id}`),
      await call('GET', `/${created.id}/edit`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NotFound', message: 'Utente non trovato' });
    }
  });

  test('nobody deletes themself; the last administrator can be neither deleted nor demoted', async () => {
    const self = await call('DELETE', `/${adminId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'Conflict', message: 'Non puoi eliminare il tuo utente' });

    const demote = await call('PUT', `/${adminId}/edit`, {
      firstName: 'Test',
      lastName: 'admin',
      roleId: 'operator',
      version: 0,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('almeno un utente con ruolo Amministratore');

    // Another administrator may delete the first only while someone else remains administrator.
    const second = await createUser({ ...newUser, email: 'secondo@nuovi.it', roleId: 'admin' });
    const secondCookie = await cookieFor(t.ctx.db, second.id);
    const demoteSecond = await call(
      'PUT',
      `/${second.id}/edit`,
      { firstName: 'S', lastName: 'A', roleId: 'operator', version: 0 },
      t.users.admin,
    );
    expect(demoteSecond.statusCode).toBe(200);
    const lastOne = await call('DELETE', `/${adminId}`, undefined, secondCookie);
    expect(lastOne.statusCode).toBe(403); // no longer an administrator
  });
});

describe('validation', () => {
  test('invalid e-mail, missing names, unknown role: 400 with each field', async () => {
    const res = await call('POST', '', { email: 'non-valida', firstName: ' ', roleId: 'boss' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'Indirizzo e-mail non valido',
      firstName: 'Campo obbligatorio',
      lastName: 'Campo obbligatorio',
      roleId: 'Ruolo non valido',
    });
    expect(await t.ctx.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  test('a bad id answers 404, bad paging 400', async () => {
    expect((await call('GET', '/abc/edit')).statusCode).toBe(404);
    expect((await call('GET', '?ipp=0')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  test('an operator and a supervisor (no manage_users) get 403 everywhere', async () => {
    const supervisor = await signedInCookie(t.ctx.db, { email: 'resp@nuovi.it', roleId: 'supervisor' });
    for (const cookie of [t.users.operator, supervisor, t.users.agency]) {
      for (const res of [
        await call('GET', '', undefined, cookie),
        await call('POST', '', newUser, cookie),
        await call('GET', `/${adminId}/edit`, undefined, cookie),
        await call(
          'PUT',
          `/${adminId}/edit`,
          { firstName: 'A', lastName: 'B', roleId: 'admin', version: 0 },
          cookie,
        ),
        await call('DELETE', `/${adminId}`, undefined, cookie),
      ]) {
        expect(res.statusCode).toBe(403);
      }
    }
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
  });
});
