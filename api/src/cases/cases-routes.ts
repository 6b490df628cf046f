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
import { z } from 'zod';
import { currentUser, requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
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
  createStay,
  deleteStayOption,
  deleteStayReservation,
  getStay,
  getStayAuxData,
  getStayEdit,
  putStayOption,
  putStayReservation,
  removeStay,
  saveStay,
} from './stays-service';

const tags = ['cases'];
const noContent = { 204: z.undefined(), ...errorResponses };
const onRequest = requireStaff;

/** /docs (SPEC §7 Cases, without the documents): staff only; agency users 403. */
export const casesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---- head ----
  app.get(
    '/docs',
    {
      onRequest,
      schema: { tags, querystring: caseListQuery, response: { 200: paged(caseListItem), ...errorResponses } },
    },
    (request) => listCaseItems(db, request.query),
  );
  app.post(
    '/docs',
    { onRequest, schema: { tags, body: caseWrite, response: { 201: caseCreated, ...errorResponses } } },
    async (request, reply) =>
      reply.code(201).send(await createCase(db, request.body, currentUser(request).accountId)),
  );
  app.get(
    '/docs/:docNum',
    { onRequest, schema: { tags, params: docNumParam, response: { 200: caseFile, ...errorResponses } } },
    (request) => getCaseFile(db, request.params.docNum),
  );
  app.get(
    '/docs/:docNum/edit',
    { onRequest, schema: { tags, params: docNumParam, response: { 200: caseEdit, ...errorResponses } } },
    (request) => getCaseEdit(db, request.params.docNum),
  );
  app.put(
    '/docs/:docNum/edit',
    {
      onRequest,
      schema: { tags, params: docNumParam, body: caseUpdate, response: { 200: caseEdit, ...errorResponses } },
    },
    (request) => saveCase(db, request.params.docNum, request.body),
  );
  app.delete(
    '/docs/:docNum',
    { onRequest, schema: { tags, params: docNumParam, response: noContent } },
    async (request, reply) => {
      await removeCase(db, request.params.docNum);
      return reply.code(204).send();
    },
  );
  app.get(
    '/docs/:docNum/exists',
    { onRequest, schema: { tags, params: docNumParam, response: { 200: caseExists, ...errorResponses } } },
    (request) => existsCase(db, request.params.docNum),
  );

  // ---- extras ----
  app.get(
    '/docs/:docNum/extras',
    {
      onRequest,
      schema: { tags, params: docNumParam, response: { 200: caseExtrasRead, ...errorResponses } },
    },
    (request) => getExtras(db, request.params.docNum),
  );
  app.put(
    '/docs/:docNum/extras',
    {
      onRequest,
      schema: {
        tags,
        params: docNumParam,
        body: caseExtras,
        response: { 200: caseExtrasRead, ...errorResponses },
      },
    },
    (request) => saveExtras(db, request.params.docNum, request.body),
  );

  // ---- meals ----
  app.post(
    '/docs/:docNum/meals',
    {
      onRequest,
      schema: { tags, params: docNumParam, body: mealWrite, response: { 201: meal, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createMeal(db, request.params.docNum, request.body)),
  );
  for (const suffix of ['', '/edit']) {
    app.get(
      `/docs/meals/:id${suffix}`,
      { onRequest, schema: { tags, params: idParam, response: { 200: meal, ...errorResponses } } },
      (request) => getMeal(db, request.params.id),
    );
    app.put(
      `/docs/meals/:id${suffix}`,
      {
        onRequest,
        schema: { tags, params: idParam, body: mealUpdate, response: { 200: meal, ...errorResponses } },
      },
      (request) => saveMeal(db, request.params.id, request.body),
    );
  }
  app.delete(
    '/docs/meals/:id',
    { onRequest, schema: { tags, params: idParam, response: noContent } },
    async (request, reply) => {
      await removeItem(db, 'meals', request.params.id);
      return reply.code(204).send();
    },
  );

  // ---- bus trips and guided tours ----
  for (const [type, table] of [
    ['bustrips', 'bus_trips'],
    ['guidedtours', 'guided_tours'],
  ] as const) {
    app.post(
      `/docs/:docNum/${type}`,
      {
        onRequest,
        schema: {
          tags,
          params: docNumParam,
          body: serviceItemWrite,
          response: { 201: serviceItem, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createServiceItem(db, table, request.params.docNum, request.body)),
    );
    for (const suffix of ['', '/edit']) {
      app.get(
        `/docs/${type}/:id${suffix}`,
        { onRequest, schema: { tags, params: idParam, response: { 200: serviceItem, ...errorResponses } } },
        (request) => getServiceItem(db, table, request.params.id),
      );
      app.put(
        `/docs/${type}/:id${suffix}`,
        {
          onRequest,
          schema: {
            tags,
            params: idParam,
            body: serviceItemUpdate,
            response: { 200: serviceItem, ...errorResponses },
          },
        },
        (request) => saveServiceItem(db, table, request.params.id, request.body),
      );
    }
    app.delete(
      `/docs/${type}/:id`,
      { onRequest, schema: { tags, params: idParam, response: noContent } },
      async (request, reply) => {
        await removeItem(db, table, request.params.id);
        return reply.code(204).send();
      },
    );
  }

  // ---- stays ----
  app.get(
    '/docs/:docNum/stays/auxdata',
    {
      onRequest,
      schema: {
        tags,
        params: docNumParam,
        querystring: stayAuxQuery,
        response: { 200: stayAuxData, ...errorResponses },
      },
    },
    (request) => getStayAuxData(db, request.params.docNum, request.query),
  );
  app.post(
    '/docs/:docNum/stays',
    {
      onRequest,
      schema: { tags, params: docNumParam, body: stayWrite, response: { 201: stay, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createStay(db, request.params.docNum, request.body)),
  );
  app.get(
    '/docs/stays/:id',
    { onRequest, schema: { tags, params: idParam, response: { 200: stay, ...errorResponses } } },
    (request) => getStay(db, request.params.id),
  );
  app.get(
    '/docs/stays/:id/edit',
    { onRequest, schema: { tags, params: idParam, response: { 200: stayEdit, ...errorResponses } } },
    (request) => getStayEdit(db, request.params.id),
  );
  for (const suffix of ['', '/edit']) {
    app.put(
      `/docs/stays/:id${suffix}`,
      {
        onRequest,
        schema: {
          tags,
          params: idParam,
          querystring: forceFlag,
          body: stayUpdate,
          response: { 200: stay, ...errorResponses },
        },
      },
      (request) =>
        saveStay(db, request.params.id, request.body, request.query.force, {
          actorId: currentUser(request).accountId,
        }),
    );
  }
  app.delete(
    '/docs/stays/:id',
    { onRequest, schema: { tags, params: idParam, response: noContent } },
    async (request, reply) => {
      await removeStay(db, request.params.id);
      return reply.code(204).send();
    },
  );

  // ---- holds of a stay ----
  app.put(
    '/docs/stays/:id/option',
    {
      onRequest,
      schema: {
        tags,
        params: idParam,
        querystring: forceFlag,
        body: stayOptionWrite,
        response: { 200: stay, ...errorResponses },
      },
    },
    (request) =>
      putStayOption(db, request.params.id, request.body, request.query.force, {
        actorId: currentUser(request).accountId,
      }),
  );
  app.delete(
    '/docs/stays/:id/option',
    { onRequest, schema: { tags, params: idParam, response: { 200: stay, ...errorResponses } } },
    (request) => deleteStayOption(db, request.params.id),
  );
  app.put(
    '/docs/stays/:id/reservation',
    {
      onRequest,
      schema: {
        tags,
        params: idParam,
        querystring: forceFlag,
        body: stayReservationWrite,
        response: { 200: stay, ...errorResponses },
      },
    },
    (request) =>
      putStayReservation(db, request.params.id, request.body, request.query.force, {
        actorId: currentUser(request).accountId,
      }),
  );
  app.delete(
    '/docs/stays/:id/reservation',
    { onRequest, schema: { tags, params: idParam, response: { 200: stay, ...errorResponses } } },
    (request) => deleteStayReservation(db, request.params.id),
  );
};
