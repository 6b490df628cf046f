import type { QueryParams } from '@ham/platform';

/** The query-key factory of a resource: `[resource, 'list', params]`, `[resource, 'detail', id]`. */
export function createQueryKeys(resource: string) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (params: QueryParams) => [resource, 'list', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string | number) => [resource, 'detail', String(id)] as const,
  };
}

export type QueryKeys = ReturnType<typeof createQueryKeys>;
