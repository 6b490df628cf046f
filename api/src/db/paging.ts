import type { Paged, PageQuery } from '@ham/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a filtered, ordered query, with the total for `pageInfo` (docs/product/screens.md#lists).
 * The count reuses the same filters, without ordering or columns.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageQuery,
): Promise<Paged<O>> {
  return fetchPageCounting(query, query.clearSelect().clearOrderBy(), page);
}

/**
 * fetchPage with the total counted on `counted`: the same filters on fewer tables, when the
 * page's joins cannot change the count (foreign keys) and would only slow it down.
 */
export async function fetchPageCounting<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB>(
  query: SelectQueryBuilder<DB, TB, O>,
  counted: SelectQueryBuilder<CDB, CTB, object>,
  { p, ipp }: PageQuery,
): Promise<Paged<O>> {
  const [count, items] = await Promise.all([
    counted.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .limit(ipp)
      .offset((p - 1) * ipp)
      .execute(),
  ]);
  return pageOf(items, { p, ipp }, Number((count as { total: number }).total));
}

/** A page of `items` with its `pageInfo` (docs/product/screens.md#lists), for queries that count on their own. */
export function pageOf<T>(items: T[], { p, ipp }: PageQuery, totalItems: number): Paged<T> {
  return {
    items,
    pageInfo: { page: p, itemsPerPage: ipp, totalItems, totalPages: Math.ceil(totalItems / ipp) },
  };
}

/** The same page with each item mapped (rows to the API's records). */
export function mapPage<T, U>(page: Paged<T>, map: (item: T) => U): Paged<U> {
  return { ...page, items: page.items.map(map) };
}
