import {
  caseCreated,
  caseEdit,
  caseExists,
  caseExtras,
  caseExtrasRead,
  caseFile,
  caseListItem,
  caseListQuery,
  caseUpdate,
  caseWrite,
  docNumParam,
  forceFlag,
  idParam,
  meal,
  mealUpdate,
  mealWrite,
  paged,
  type Stay,
  serviceItem,
  serviceItemUpdate,
  serviceItemWrite,
  stay,
  stayAuxData,
  stayAuxQuery,
  stayEdit,
  stayOptionWrite,
  stayReservationWrite,
  stayUpdate,
  stayWrite,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { readSaveRoutes } from '../http/read-save-routes';
import { noContent, routeOptions } from '../http/route-options';
import {
  createCase,
  existsCase,
  getCaseEdit,
  getCaseFile,
  getExtras,
  listCaseItems,
  removeCase,
  saveCase,
  saveExtras,
} from './cases-service';
import {
  createMeal,
  createServiceItem,
  getMeal,
  getServiceItem,
  removeItem,
  saveMeal,
  saveServiceItem,
} from './items-service';
import {
  type Actor,
  createStay,
  deleteStayHold,
  getStay,
  getStayAuxData,
  getStayEdit,
  putStayOption,
  putStayReservation,
  removeStay,
  saveStay,
} from './stays-service';

const staff = routeOptions(['cases'], requireStaff);

/** /docs (docs/product/cases.md): staff only; agency users 403. */
export const casesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---- head ----
  app.get('/docs', staff({ querystring: caseListQuery }, { 200: paged(caseListItem) }), (request) =>
    listCaseItems(db, request.query),
  );
  app.post('/docs', staff({ body: caseWrite }, { 201: caseCreated }), async (request, reply) =>
    reply.code(201).send(await createCase(db, request.body, currentUser(request).accountId)),
  );
  app.get('/docs/:docNum', staff({ params: docNumParam }, { 200: caseFile }), (request) =>
    getCaseFile(db, request.params.docNum),
  );
  readSaveRoutes(app, staff, '/docs/:docNum/edit', {
    params: docNumParam,
    body: caseUpdate,
    item: caseEdit,
    read: ({ docNum }) => getCaseEdit(db, docNum),
    save: ({ docNum }, body) => saveCase(db, docNum, body),
  });
  app.delete('/docs/:docNum', staff({ params: docNumParam }, noContent), async (request, reply) => {
    await removeCase(db, request.params.docNum);
    return reply.code(204).send();
  });
  app.get('/docs/:docNum/exists', staff({ params: docNumParam }, { 200: caseExists }), (request) =>
    existsCase(db, request.params.docNum),
  );

  // ---- extras ----
  readSaveRoutes(app, staff, '/docs/:docNum/extras', {
    params: docNumParam,
    body: caseExtras,
    item: caseExtrasRead,
    read: ({ docNum }) => getExtras(db, docNum),
    save: ({ docNum }, body) => saveExtras(db, docNum, body),
  });

  /** One kind of item of a case: created under the case, read, saved and deleted by id. */
  function itemRoutes<W extends z.ZodType, U extends z.ZodType>(
    type: string,
    schemas: { item: z.ZodType; write: W; update: U },
    items: {
      create(docNum: number, input: z.output<W>): Promise<unknown>;
      get(id: number): Promise<unknown>;
      save(id: number, input: z.output<U>): Promise<unknown>;
      remove(id: number): Promise<void>;
    },
  ) {
    app.post(
      `/docs/:docNum/${type}`,
      staff({ params: docNumParam, body: schemas.write }, { 201: schemas.item }),
      async (request, reply) =>
        reply.code(201).send(await items.create(request.params.docNum, request.body as z.output<W>)),
    );
    app.get(`/docs/${type}/:id`, staff({ params: idParam }, { 200: schemas.item }), (request) =>
      items.get(request.params.id),
    );
    app.put(
      `/docs/${type}/:id`,
      staff({ params: idParam, body: schemas.update }, { 200: schemas.item }),
      (request) => items.save(request.params.id, request.body as z.output<U>),
    );
    app.delete(`/docs/${type}/:id`, staff({ params: idParam }, noContent), async (request, reply) => {
      await items.remove(request.params.id);
      return reply.code(204).send();
    });
  }

  // ---- meals, bus trips and guided tours ----
  itemRoutes(
    'meals',
    { item: meal, write: mealWrite, update: mealUpdate },
    {
      create: (docNum, input) => createMeal(db, docNum, input),
      get: (id) => getMeal(db, id),
      save: (id, input) => saveMeal(db, id, input),
      remove: (id) => removeItem(db, 'meals', id),
    },
  );
  for (const [type, table] of [
    ['bustrips', 'bus_trips'],
    ['guidedtours', 'guided_tours'],
  ] as const) {
    itemRoutes(
      type,
      { item: serviceItem, write: serviceItemWrite, update: serviceItemUpdate },
      {
        create: (docNum, input) => createServiceItem(db, table, docNum, input),
        get: (id) => getServiceItem(db, table, id),
        save: (id, input) => saveServiceItem(db, table, id, input),
        remove: (id) => removeItem(db, table, id),
      },
    );
  }

  // ---- stays ----
  app.get(
    '/docs/:docNum/stays/auxdata',
    staff({ params: docNumParam, querystring: stayAuxQuery }, { 200: stayAuxData }),
    (request) => getStayAuxData(db, request.params.docNum, request.query),
  );
  app.post(
    '/docs/:docNum/stays',
    staff({ params: docNumParam, body: stayWrite }, { 201: stay }),
    async (request, reply) => reply.code(201).send(await createStay(db, request.params.docNum, request.body)),
  );
  app.get('/docs/stays/:id', staff({ params: idParam }, { 200: stay }), (request) =>
    getStay(db, request.params.id),
  );
  app.get('/docs/stays/:id/edit', staff({ params: idParam }, { 200: stayEdit }), (request) =>
    getStayEdit(db, request.params.id),
  );
  app.put(
    '/docs/stays/:id',
    staff({ params: idParam, querystring: forceFlag, body: stayUpdate }, { 200: stay }),
    (request) =>
      saveStay(db, request.params.id, request.body, request.query.force, {
        actorId: currentUser(request).accountId,
      }),
  );
  app.delete('/docs/stays/:id', staff({ params: idParam }, noContent), async (request, reply) => {
    await removeStay(db, request.params.id);
    return reply.code(204).send();
  });

  // ---- holds of a stay: its option or its reservation, placed or changed with PUT ----
  function holdRoutes<W extends z.ZodType>(
    kind: 'option' | 'reservation',
    body: W,
    put: (db: Db, id: number, input: z.output<W>, force: boolean, actor: Actor) => Promise<Stay>,
  ) {
    app.put(
      `/docs/stays/:id/${kind}`,
      staff({ params: idParam, querystring: forceFlag, body }, { 200: stay }),
      (request) =>
        put(db, request.params.id, request.body as z.output<W>, request.query.force, {
          actorId: currentUser(request).accountId,
        }),
    );
    app.delete(`/docs/stays/:id/${kind}`, staff({ params: idParam }, { 200: stay }), (request) =>
      deleteStayHold(db, request.params.id, kind),
    );
  }
  holdRoutes('option', stayOptionWrite, putStayOption);
  holdRoutes('reservation', stayReservationWrite, putStayReservation);
};
