import { type AllotmentSearchQuery, allotmentRoutes as routes, todayInRome } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import type { ExportRow } from '../exports/cells';
import { type Exporter, exportFormats } from '../exports/send-export';
import { routeOptions } from '../http/route-options';
import { gridLayout, gridRows, releaseRows, releasesLayout } from './export-rows';
import { listAllotmentReleases } from './releases-service';
import type { GridRow } from './search-repository';
import { type AllotmentLimits, allotmentLimits, checkSearch, searchInPages } from './search-service';

const staff = routeOptions(['allotment'], requireStaff);

/** Hotels read from the database at a time while exporting the grid. */
const EXPORT_PAGE = 200;

/** The pages again, the first one already read. */
async function* withFirst(
  first: IteratorResult<GridRow[]>,
  rest: AsyncGenerator<GridRow[]>,
): AsyncGenerator<GridRow[]> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/**
 * The grid's export rows: checked first (400 PeriodTooLarge, unknown guest type), then the
 * first page read before answering (a database error there is still a JSON 500), the rest
 * page by page as the file is written. The same hotels as the screen: in name order, the
 * first `limits.maxHotels` (ALLOTMENT_MAX_HOTELS) — the export is cut where the screen says
 * 'partial', and says nothing itself.
 */
export async function gridExport(
  db: Executor,
  q: AllotmentSearchQuery,
  limits: AllotmentLimits,
  pageSize = EXPORT_PAGE,
): Promise<AsyncGenerator<ExportRow>> {
  const days = await checkSearch(db, q, limits);
  const pages = searchInPages(db, q, limits, todayInRome(), pageSize);
  const first = await pages.next();
  return gridRows(withFirst(first, pages), q.from, days);
}

/**
 * Excel and CSV downloads of the allotment grid and of 'Rilasci in scadenza' (docs/product/allotment-and-holds.md#release-dates):
 * staff only, the same query strings as GET /allotment/search and GET /allotment/releases.
 */
export const allotmentExportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  exporter: Exporter;
  limits?: AllotmentLimits;
}> = async (app, { db, exporter, limits }) => {
  const exportLimits = limits ?? allotmentLimits();

  for (const format of exportFormats) {
    // The .xlsx is a ZIP already: never compressed again (@fastify/compress).
    const compress = format === 'xlsx' ? { compress: false as const } : {};

    app.route({
      ...staff.route(format === 'xlsx' ? routes.searchXlsx : routes.searchCsv),
      ...compress,
      handler: async (request, reply) => {
        const q = request.query;
        const rows = await gridExport(db, q, exportLimits);
        return exporter.send(request, reply, format, `disponibilita-${q.from}-${q.to}`, rows, gridLayout);
      },
    });

    app.route({
      ...staff.route(format === 'xlsx' ? routes.releasesXlsx : routes.releasesCsv),
      ...compress,
      handler: async (request, reply) => {
        const result = await listAllotmentReleases(db, request.query, exportLimits);
        return exporter.send(
          request,
          reply,
          format,
          `rilasci-${result.today}-${result.until}`,
          releaseRows(result),
          releasesLayout,
        );
      },
    });
  }
};
