import { z } from 'zod';
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
  forceFlag,
  meal,
  mealUpdate,
  mealWrite,
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
} from '../cases';
import { docNumParam, idParam } from '../http';
import { paged } from '../paging';
import { defineRoute, defineRouteOf } from './define-route';

const noContent = z.undefined();

/** The items of a case: created under the case, read, saved and deleted by id. */
function itemRoutes<T extends string, I extends z.ZodType, W extends z.ZodType, U extends z.ZodType>(
  type: T,
  item: I,
  write: W,
  update: U,
) {
  return {
    create: defineRouteOf({
      method: 'POST',
      path: `/docs/:docNum/${type}`,
      params: docNumParam,
      body: write,
      response: item,
      status: 201,
    }),
    detail: defineRouteOf({ method: 'GET', path: `/docs/${type}/:id`, params: idParam, response: item }),
    update: defineRouteOf({
      method: 'PUT',
      path: `/docs/${type}/:id`,
      params: idParam,
      body: update,
      response: item,
    }),
    remove: defineRouteOf({
      method: 'DELETE',
      path: `/docs/${type}/:id`,
      params: idParam,
      response: noContent,
      status: 204,
    }),
  };
}

/** A hold of a stay (its option or its reservation), placed or changed with PUT, removed with DELETE. */
function holdRoutes<K extends string, W extends z.ZodType>(kind: K, body: W) {
  return {
    put: defineRouteOf({
      method: 'PUT',
      path: `/docs/stays/:id/${kind}`,
      params: idParam,
      query: forceFlag,
      body,
      response: stay,
    }),
    remove: defineRouteOf({
      method: 'DELETE',
      path: `/docs/stays/:id/${kind}`,
      params: idParam,
      response: stay,
    }),
  };
}

/** The case files (`/docs`), without their documents: head, extras, items, stays and holds. */
export const caseRoutes = {
  list: defineRoute({ method: 'GET', path: '/docs', query: caseListQuery, response: paged(caseListItem) }),
  create: defineRoute({ method: 'POST', path: '/docs', body: caseWrite, response: caseCreated, status: 201 }),
  detail: defineRoute({ method: 'GET', path: '/docs/:docNum', params: docNumParam, response: caseFile }),
  head: defineRoute({ method: 'GET', path: '/docs/:docNum/edit', params: docNumParam, response: caseEdit }),
  saveHead: defineRoute({
    method: 'PUT',
    path: '/docs/:docNum/edit',
    params: docNumParam,
    body: caseUpdate,
    response: caseEdit,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/docs/:docNum',
    params: docNumParam,
    response: noContent,
    status: 204,
  }),
  exists: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/exists',
    params: docNumParam,
    response: caseExists,
  }),
  extras: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/extras',
    params: docNumParam,
    response: caseExtrasRead,
  }),
  saveExtras: defineRoute({
    method: 'PUT',
    path: '/docs/:docNum/extras',
    params: docNumParam,
    body: caseExtras,
    response: caseExtrasRead,
  }),
  meals: itemRoutes('meals', meal, mealWrite, mealUpdate),
  bustrips: itemRoutes('bustrips', serviceItem, serviceItemWrite, serviceItemUpdate),
  guidedtours: itemRoutes('guidedtours', serviceItem, serviceItemWrite, serviceItemUpdate),
  stayAuxData: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/stays/auxdata',
    params: docNumParam,
    query: stayAuxQuery,
    response: stayAuxData,
  }),
  createStay: defineRoute({
    method: 'POST',
    path: '/docs/:docNum/stays',
    params: docNumParam,
    body: stayWrite,
    response: stay,
    status: 201,
  }),
  stay: defineRoute({ method: 'GET', path: '/docs/stays/:id', params: idParam, response: stay }),
  stayEdit: defineRoute({ method: 'GET', path: '/docs/stays/:id/edit', params: idParam, response: stayEdit }),
  saveStay: defineRoute({
    method: 'PUT',
    path: '/docs/stays/:id',
    params: idParam,
    query: forceFlag,
    body: stayUpdate,
    response: stay,
  }),
  removeStay: defineRoute({
    method: 'DELETE',
    path: '/docs/stays/:id',
    params: idParam,
    response: noContent,
    status: 204,
  }),
  option: holdRoutes('option', stayOptionWrite),
  reservation: holdRoutes('reservation', stayReservationWrite),
};
