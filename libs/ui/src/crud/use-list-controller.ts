import { itemsPerPageChoices, type PageInfo } from '@ham/contracts';
import { type ListApi, type QueryParams, usePlatform } from '@ham/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** docs/product/screens.md#lists: text filters wait 500 ms after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 500;

export type ListFilters = Record<string, string>;

export type UseListControllerOptions<TItem> = {
  /** The paged list's query options, by its query (a feature api.ts's `list`, e.g. `areas.api.list`). */
  list: ListApi<TItem>['list'];
  /** The filters this list understands (URL search-param names) and their defaults. */
  defaultFilters?: ListFilters;
};

export type SetFilterOptions = { debounce?: boolean };

export type ListController<TItem> = {
  items: TItem[];
  pageInfo: PageInfo | undefined;
  page: number;
  itemsPerPage: number;
  /** What the filter inputs show (a debounced text filter shows what was typed at once). */
  filters: ListFilters;
  /** Applied filters, as sent to the API. */
  appliedFilters: ListFilters;
  activeFilterCount: number;
  setPage(page: number): void;
  setItemsPerPage(ipp: number): void;
  /** Changes a filter and goes back to page 1; `debounce` waits 500 ms (text filters). */
  setFilter(name: string, value: string, options?: SetFilterOptions): void;
  clearFilters(): void;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch(): void;
  queryKey: readonly unknown[];
};

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The headless list controller of every CRUD list (docs/ARCHITECTURE.md#how-to-write-a-screen): page `p`, items per page `ipp`
 * and filters live in the URL, so a list survives a reload and the back button.
 */
export function useListController<TItem>({
  list,
  defaultFilters: defaultFiltersProp = {},
}: UseListControllerOptions<TItem>): ListController<TItem> {
  // Callers pass a new object each render: keep one per distinct content.
  const defaultsKey = JSON.stringify(defaultFiltersProp);
  const defaultFilters = useMemo(() => JSON.parse(defaultsKey) as ListFilters, [defaultsKey]);
  const url = useListUrl(defaultFilters);
  const { filters, setFilter, clearFilters } = useFilterDrafts(url, defaultFilters);
  const { page, itemsPerPage, appliedFilters, setPage } = url;

  const query: QueryParams = useMemo(() => {
    const q: QueryParams = { p: page, ipp: itemsPerPage };
    for (const [name, value] of Object.entries(appliedFilters)) if (value) q[name] = value;
    return q;
  }, [page, itemsPerPage, appliedFilters]);

  const options = list(query);
  const { queryKey } = options;
  const result = useQuery({ ...options, placeholderData: keepPreviousData });

  // After deleting the last row of the last page, step back to the page that now exists.
  const totalPages = result.data?.pageInfo.totalPages;
  useEffect(() => {
    if (!result.isPlaceholderData && totalPages !== undefined && page > Math.max(totalPages, 1)) {
      setPage(Math.max(totalPages, 1));
    }
  }, [totalPages, page, result.isPlaceholderData, setPage]);

  const { refetch } = result;
  return {
    items: result.data?.items ?? [],
    pageInfo: result.data?.pageInfo,
    page,
    itemsPerPage,
    filters,
    appliedFilters,
    activeFilterCount: Object.values(appliedFilters).filter(Boolean).length,
    setPage,
    setItemsPerPage: url.setItemsPerPage,
    setFilter,
    clearFilters,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error,
    refetch: useCallback(() => void refetch(), [refetch]),
    queryKey,
  };
}

/** The list's state as the URL holds it: page, items per page, applied filters, and their setters. */
function useListUrl(defaultFilters: ListFilters) {
  const { uiOptions } = usePlatform();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('p'), 1);
  const ippParam = positiveInt(searchParams.get('ipp'), uiOptions.itemsPerPage);
  const itemsPerPage = (itemsPerPageChoices as readonly number[]).includes(ippParam)
    ? ippParam
    : uiOptions.itemsPerPage;
  const appliedFilters = useMemo(() => {
    const out: ListFilters = {};
    for (const [name, fallback] of Object.entries(defaultFilters))
      out[name] = searchParams.get(name) ?? fallback;
    return out;
  }, [searchParams, defaultFilters]);

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (p: number) =>
      update((params) => {
        if (p > 1) params.set('p', String(p));
        else params.delete('p');
      }),
    [update],
  );

  const setItemsPerPage = useCallback(
    (ipp: number) =>
      update((params) => {
        params.set('ipp', String(ipp));
        params.delete('p');
      }, true),
    [update],
  );

  return { page, itemsPerPage, appliedFilters, update, setPage, setItemsPerPage };
}

/**
 * What the filter inputs show and how a change is applied: at once, or (text filters) 500 ms after
 * the last keystroke, and then only if the user is still on the list.
 */
function useFilterDrafts(
  { appliedFilters, update }: Pick<ReturnType<typeof useListUrl>, 'appliedFilters' | 'update'>,
  defaultFilters: ListFilters,
) {
  // Where the list is: a filter typed just before leaving (e.g. a click on 'Modifica') must not
  // bring the user back when its debounce fires. The router's pathname, as committed, and the
  // browser's (which a navigation changes at once, before a transition shows the next screen).
  const { pathname } = useLocation();
  const committedPathname = useRef(pathname);
  useEffect(() => {
    committedPathname.current = pathname;
  }, [pathname]);

  // Typed but not yet applied text, per filter.
  const [drafts, setDrafts] = useState<ListFilters>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) clearTimeout(t);
    };
  }, []);

  const applyFilter = useCallback(
    (name: string, value: string) => {
      update((params) => {
        if (value === (defaultFilters[name] ?? '')) params.delete(name);
        else params.set(name, value);
        params.delete('p');
      }, true);
      setDrafts(({ [name]: _, ...rest }) => rest);
    },
    [update, defaultFilters],
  );

  const setFilter = useCallback(
    (name: string, value: string, options?: SetFilterOptions) => {
      const pending = timers.current.get(name);
      if (pending) clearTimeout(pending);
      timers.current.delete(name);
      if (!options?.debounce) {
        applyFilter(name, value);
        return;
      }
      setDrafts((d) => ({ ...d, [name]: value }));
      const here = { router: committedPathname.current, browser: window.location.pathname };
      timers.current.set(
        name,
        setTimeout(() => {
          timers.current.delete(name);
          const left = committedPathname.current !== here.router || window.location.pathname !== here.browser;
          if (!left) applyFilter(name, value.trim());
        }, FILTER_DEBOUNCE_MS),
      );
    },
    [applyFilter],
  );

  const clearFilters = useCallback(() => {
    for (const t of timers.current.values()) clearTimeout(t);
    timers.current.clear();
    setDrafts({});
    update((params) => {
      for (const name of Object.keys(defaultFilters)) params.delete(name);
      params.delete('p');
    }, true);
  }, [update, defaultFilters]);

  const filters = useMemo(() => ({ ...appliedFilters, ...drafts }), [appliedFilters, drafts]);
  return { filters, setFilter, clearFilters };
}
