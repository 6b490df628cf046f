import { docNumParam } from '../http';
import {
  agencyCaseList,
  roomingDeadlineWrite,
  roomingExportQuery,
  roomingImportQuery,
  roomingImportResult,
  roomingList,
  roomingListWrite,
} from '../rooming';
import { defineRoute } from './define-route';

/**
 * A case's rooming list (docs/product/rooming-list.md): read and saved whole with its version, a
 * file imported into the grid (its bytes as the body, nothing saved), the export and the template
 * (Excel or CSV files).
 */
export const roomingRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/rooming',
    params: docNumParam,
    response: roomingList,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/docs/:docNum/rooming',
    params: docNumParam,
    body: roomingListWrite,
    response: roomingList,
  }),
  /** The body is the file's bytes (text/csv, .xlsx or octet-stream), read by the route's own parser. */
  importFile: defineRoute({
    method: 'POST',
    path: '/docs/:docNum/rooming/import',
    params: docNumParam,
    query: roomingImportQuery,
    response: roomingImportResult,
  }),
  exportFile: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/rooming/export',
    params: docNumParam,
    query: roomingExportQuery,
  }),
  template: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/rooming/template',
    params: docNumParam,
    query: roomingExportQuery,
  }),
  /** The case's own deadline for the agency (null: the default of Configurazione). */
  deadline: defineRoute({
    method: 'PUT',
    path: '/docs/:docNum/rooming/deadline',
    params: docNumParam,
    body: roomingDeadlineWrite,
    response: roomingList,
  }),
};

/**
 * The agency portal's 'Le mie pratiche' (docs/product/rooming-list.md#the-agency-fills-it-in): the
 * agency's own confirmed cases and each one's rooming list, the same reads and writes as staff's
 * `roomingRoutes` on the agency's own cases only (another agency's: 404).
 */
export const agencyRoomingRoutes = {
  cases: defineRoute({ method: 'GET', path: '/quotereq/cases', response: agencyCaseList }),
  read: defineRoute({
    method: 'GET',
    path: '/quotereq/cases/:docNum/rooming',
    params: docNumParam,
    response: roomingList,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/quotereq/cases/:docNum/rooming',
    params: docNumParam,
    body: roomingListWrite,
    response: roomingList,
  }),
  importFile: defineRoute({
    method: 'POST',
    path: '/quotereq/cases/:docNum/rooming/import',
    params: docNumParam,
    query: roomingImportQuery,
    response: roomingImportResult,
  }),
  exportFile: defineRoute({
    method: 'GET',
    path: '/quotereq/cases/:docNum/rooming/export',
    params: docNumParam,
    query: roomingExportQuery,
  }),
  template: defineRoute({
    method: 'GET',
    path: '/quotereq/cases/:docNum/rooming/template',
    params: docNumParam,
    query: roomingExportQuery,
  }),
};
