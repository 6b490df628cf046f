import { z } from 'zod';

import { defaultItemsPerPage } from './list-constants';

/** Query of every paged list: `p` (1-based page) and `ipp` (items per page). */
export const pageQuery = z.object({
  p: z.coerce.number().int().min(1).default(1),
  ipp: z.coerce.number().int().min(1).max(100).default(defaultItemsPerPage),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageInfo = z.object({
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;

/** Paged list response: `{ items, pageInfo }` (docs/product/screens.md#lists). */
export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), pageInfo });
export type Paged<T> = { items: T[]; pageInfo: PageInfo };

/** `{ items }` of a search (no paging). */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
