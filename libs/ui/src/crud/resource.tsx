import type { Permission, RouteBody, RouteResponse } from '@ham/contracts';
import type { HistoryRecordKind } from '@ham/contracts/history';
import {
  type CrudAddresses,
  type CrudApi,
  type CrudApiOptions,
  type CrudRoutes,
  callEndpoint,
  crudApi,
  crudApiOf,
  type ListItemOf,
  type RecordId,
} from '@ham/platform';
import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { routeId } from '../core/route-id';
import { NotFoundPage } from '../feedback/not-found-page';
import { EditPage, type EditPageProps } from '../form/edit-page';
import type { FormSchema } from '../form/form';
import type { FormSpec } from '../form/form-spec';
import { ListPage, type ListPageProps } from './list-page';

export type ResourceConfig<TRecord, TWrite, TListItem> = {
  /** The data layer (the feature's `api.ts`): endpoints, query keys, list and detail queries. */
  api: CrudApi<TRecord, TWrite, TListItem>;
  /** The list's route (docs/product/screens.md#staff-routes), e.g. '/aree'; a record is edited at '{route}/modifica/:id'. */
  route: string;
  /** The add route's last segment: '/aree/nuova', '/bus/nuovo'. */
  add: 'nuova' | 'nuovo';
  titles: { list: string; add: string; edit: string };
  /** Without it the add, edit and delete actions are hidden. */
  permission?: Permission;
  /** The kind of record of its 'Storico modifiche' (shown on the edit page). */
  history?: HistoryRecordKind;
};

/**
 * A CRUD resource (docs/ARCHITECTURE.md#how-to-write-a-screen): its data layer, routes, titles and permission, shared by its list
 * (`ResourceList`) and its edit page (`ResourceEdit`); `resourceRoutes` gives its three routes.
 */
export function defineResource<TRecord, TWrite, TListItem = TRecord>(
  config: ResourceConfig<TRecord, TWrite, TListItem>,
) {
  return {
    ...config,
    routes: {
      list: config.route,
      add: `${config.route}/${config.add}`,
      edit: (id: RecordId) => `${config.route}/modifica/${id}`,
    },
  };
}
export type Resource<TRecord, TWrite, TListItem = TRecord> = ReturnType<
  typeof defineResource<TRecord, TWrite, TListItem>
>;

export type CrudResourceConfig = Omit<CrudApiOptions, 'name'> &
  Pick<ResourceConfig<unknown, unknown, unknown>, 'route' | 'permission' | 'history'> & {
    /**
     * The resource's Italian words: the list's title, one record's noun (the titles 'Aggiungi …'
     * and 'Modifica …') and, by the noun's gender, the add route's last segment.
     */
    names: { list: string; one: string; add: ResourceConfig<unknown, unknown, unknown>['add'] };
  };

/** A resource typed by its routes: what a create sends, or an update without its `version` (the form adds it). */
type ResourceOfRoutes<R extends CrudRoutes> = Resource<
  RouteResponse<R['detail']>,
  RouteBody<R['create']> | Omit<RouteBody<R['update']>, 'version'>,
  ListItemOf<R['list']>
>;
type CrudResourceBase = Omit<CrudResourceConfig, keyof CrudApiOptions>;

/**
 * A CRUD resource in one descriptor: its data layer and `defineResource`'s routes, titles and
 * permission. The data layer comes from the resource's route contracts (`routes`, a
 * `crudRouteSet`), or from their `addresses` (`crudAddresses<typeof areaRoutes>('/geo/areas')`,
 * where the contracts are known by type only: the first staff screen), or from an API `path`
 * (`crudApi`). Its query keys are named after the path's last segment ('areas' for '/geo/areas').
 */
export function crudResource<R extends CrudRoutes>(
  config: CrudResourceBase & { routes: R },
): ResourceOfRoutes<R>;
export function crudResource<R extends CrudRoutes>(
  config: CrudResourceBase & { addresses: CrudAddresses<R> },
): ResourceOfRoutes<R>;
export function crudResource<TRecord, TWrite, TListItem = TRecord>(
  config: CrudResourceConfig,
): Resource<TRecord, TWrite, TListItem>;
export function crudResource(
  config:
    | (CrudResourceBase & { routes: CrudRoutes })
    | (CrudResourceBase & { addresses: CrudAddresses<CrudRoutes> })
    | CrudResourceConfig,
) {
  const { route, names, permission, history } = config;
  const routes = 'routes' in config ? config.routes : 'addresses' in config ? config.addresses : undefined;
  const path = routes ? routes.list.path : (config as CrudResourceConfig).path;
  const name = path.split('/').at(-1) ?? path;
  return defineResource<unknown, unknown, unknown>({
    // With its route contracts (`crudRouteSet`), the resource's endpoints are typed by them.
    api: (routes
      ? crudApiOf(name, routes)
      : crudApi({
          name,
          path,
          listPath: (config as CrudResourceConfig).listPath,
          editSuffix: (config as CrudResourceConfig).editSuffix,
        })) as CrudApi<unknown, unknown, unknown>,
    route,
    add: names.add,
    titles: { list: names.list, add: `Aggiungi ${names.one}`, edit: `Modifica ${names.one}` },
    permission,
    history,
  });
}

/** The route elements of a resource: its list, '…/nuova' and '…/modifica/:id' (the edit reads `:id`). */
export function resourceRoutes(
  resource: Pick<ResourceConfig<unknown, unknown, unknown>, 'route' | 'add'>,
  elements: { list: ReactNode; edit: ReactNode },
) {
  const base = resource.route.replace(/^\//, '');
  return [
    <Route key={base} path={base} element={elements.list} />,
    <Route key={`${base}/add`} path={`${base}/${resource.add}`} element={elements.edit} />,
    <Route key={`${base}/edit`} path={`${base}/modifica/:id`} element={elements.edit} />,
  ];
}

/** The id of the record a page edits, from the `:id` of its route: undefined when adding, null when not a record id. */
export function useRouteId(): number | undefined | null {
  const { id } = useParams();
  return id === undefined ? undefined : routeId(id);
}

/** What a resource's list adds to the resource: its columns, filters, delete message… in one descriptor. */
export type ResourceListSpec<TListItem> = Omit<
  ListPageProps<TListItem>,
  'title' | 'api' | 'addRoute' | 'editRoute' | 'permission' | 'getRowId'
>;

export type ResourceListProps<TRecord, TWrite, TListItem> = ResourceListSpec<NoInfer<TListItem>> & {
  resource: Resource<TRecord, TWrite, TListItem>;
};

/** A resource's list: `ListPage` with the resource's title, data, routes and permission. */
export function ResourceList<TRecord, TWrite, TListItem extends { id: RecordId }>({
  resource,
  ...props
}: ResourceListProps<TRecord, TWrite, TListItem>) {
  return (
    <ListPage<TListItem>
      title={resource.titles.list}
      api={resource.api}
      addRoute={resource.routes.add}
      editRoute={(row) => resource.routes.edit(row.id)}
      permission={resource.permission}
      {...props}
    />
  );
}

export type ResourceEditProps<TSchema extends FormSchema, TRecord, TWrite, TListItem> = Pick<
  EditPageProps<TSchema, TRecord, TWrite>,
  'children' | 'confirmFirst'
> & {
  resource: Resource<TRecord, TWrite, TListItem>;
  /** The form side of the resource (its `*-form.ts`): schema, empty values, toForm, toPayload. */
  form: FormSpec<TSchema, TRecord, TWrite>;
  /** Where a save and 'Annulla' go when not the list (e.g. the record's own page). */
  upRoute?(id: number | undefined): string;
  /** Where a successful save goes instead, by the saved id. */
  itemRoute?(id: RecordId): string;
};

/**
 * A resource's 'Aggiungi …' / 'Modifica …' page: reads the record's id from its route (`:id`;
 * the 404 page when it is not a record id), reads the record, POSTs or PUTs it with its version,
 * refreshes the lists and goes back to the list.
 */
export function ResourceEdit<
  TSchema extends FormSchema,
  TRecord,
  TWrite = z.output<TSchema>,
  TListItem = TRecord,
>({ resource, form, upRoute, ...props }: ResourceEditProps<TSchema, TRecord, TWrite, TListItem>) {
  const id = useRouteId();
  if (id === null) return <NotFoundPage />;
  const { api } = resource;
  return (
    <EditPage<TSchema, TRecord, TWrite>
      key={id ?? 'new'}
      title={id ? resource.titles.edit : resource.titles.add}
      record={id ? api.detail(id) : undefined}
      send={(body, { api: client }) =>
        id
          ? callEndpoint(client, api.endpoints.update, { params: { id }, body })
          : callEndpoint(client, api.endpoints.create, { body })
      }
      invalidates={[api.keys.lists()]}
      upRoute={upRoute ? upRoute(id) : resource.routes.list}
      schema={form.schema}
      defaultValues={form.empty}
      toForm={form.toForm}
      toPayload={form.toPayload}
      history={id && resource.history ? { kind: resource.history, id } : undefined}
      {...props}
    />
  );
}
