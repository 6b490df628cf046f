import { z } from 'zod';
import {
  allotmentSearchQuery,
  allotmentSearchResponse,
  expiredOption,
  expiredOptionsQuery,
} from '../allotment';
import {
  allotmentReleasesQuery,
  allotmentReleasesResponse,
  releaseNoticeRequest,
  releaseNoticeResult,
} from '../allotment-releases';
import { idParam } from '../http';
import { paged } from '../paging';
import { defineRoute } from './define-route';

/** The allotment search and the release cockpit (each with its Excel and CSV, and its notices), the expired options. */
export const allotmentRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/allotment/search',
    query: allotmentSearchQuery,
    response: allotmentSearchResponse,
  }),
  searchXlsx: defineRoute({ method: 'GET', path: '/allotment/search.xlsx', query: allotmentSearchQuery }),
  searchCsv: defineRoute({ method: 'GET', path: '/allotment/search.csv', query: allotmentSearchQuery }),
  releases: defineRoute({
    method: 'GET',
    path: '/allotment/releases',
    query: allotmentReleasesQuery,
    response: allotmentReleasesResponse,
  }),
  releasesXlsx: defineRoute({
    method: 'GET',
    path: '/allotment/releases.xlsx',
    query: allotmentReleasesQuery,
  }),
  releasesCsv: defineRoute({ method: 'GET', path: '/allotment/releases.csv', query: allotmentReleasesQuery }),
  /** 'Invia comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices). */
  releaseNotices: defineRoute({
    method: 'POST',
    path: '/allotment/releases/notices',
    body: releaseNoticeRequest,
    response: releaseNoticeResult,
  }),
  expiredOptions: defineRoute({
    method: 'GET',
    path: '/allotment/options/expired',
    query: expiredOptionsQuery,
    response: paged(expiredOption),
  }),
  removeOption: defineRoute({
    method: 'DELETE',
    path: '/allotment/options/:id',
    params: idParam,
    response: z.undefined(),
    status: 204,
  }),
};
