import { Box, Button, Heading, HStack, Spacer, Stack, Text } from '@chakra-ui/react';
import type { Permission } from '@ham/contracts';
import { type ListApi, usePlatform } from '@ham/platform';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorPanel } from '../feedback/error-panel';
import { LoadingOverlay } from '../feedback/loading-overlay';
import { ListFilterBar, type ListFilterConfig, ListFilterDrawer } from './list-filters';
import { ListPagination } from './list-pagination';
import { type ListColumn, ListTable } from './list-table';
import { RowActions } from './row-actions';
import { useDeleteWithConfirm } from './use-delete-with-confirm';
import { type ListController, type ListFilters, useListController } from './use-list-controller';

export type { ListColumn } from './list-table';

export type ListPageProps<T> = {
  title: string;
  /** The resource's data layer (a feature api.ts's `crudApi`): the paged list and the delete. */
  api: ListApi<T>;
  columns: ListColumn<T>[];
  filters?: ListFilterConfig[];
  /** 'bar' above the table, or 'drawer': a 'Filtra' button opening a right sidebar. */
  filterLayout?: 'bar' | 'drawer';
  /** Default values of the filters (the filters' names come from `filters`). */
  defaultFilters?: ListFilters;
  /** Route of 'Aggiungi'. */
  addRoute?: string;
  /** Route of a row's 'Modifica'. */
  editRoute?(row: T): string;
  /** The confirm message of a row's 'Elimina', e.g. row => `Sicuro di eliminare "${row.name}"?`. */
  deleteMessage?(row: T): string;
  /** Without this permission the add, edit and delete actions are hidden. */
  permission?: Permission;
  /** More per-row actions, after 'Modifica' and 'Elimina'. */
  rowActions?(row: T): ReactNode;
  getRowId?(row: T): string | number;
  /** Shown between the title and the filters, e.g. a checkbox. */
  toolbar?: ReactNode;
  emptyText?: string;
};

const defaultRowId = (row: unknown) => (row as { id: string | number }).id;

/** The generic CRUD list (docs/ARCHITECTURE.md#how-to-write-a-screen): a resource is its columns, filters and routes. */
export function ListPage<T>({
  title,
  api,
  columns,
  filters = [],
  filterLayout = 'bar',
  defaultFilters,
  addRoute,
  editRoute,
  deleteMessage,
  permission,
  rowActions,
  getRowId = defaultRowId,
  toolbar,
  emptyText = 'Nessun risultato',
}: ListPageProps<T>) {
  const { hasPermission } = usePlatform();
  const controller = useListController<T>({
    list: api.list,
    defaultFilters: { ...Object.fromEntries(filters.map((f) => [f.name, ''])), ...defaultFilters },
  });
  const deleteWithConfirm = useDeleteWithConfirm(api);
  const canWrite = !permission || hasPermission(permission);
  const canEdit = canWrite && editRoute !== undefined;
  const canDelete = canWrite && deleteMessage !== undefined && api.endpoints.remove !== undefined;
  const hasActions = canEdit || canDelete || rowActions !== undefined;
  const anyController = controller as ListController<unknown>;

  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Spacer />
        {filters.length > 0 && filterLayout === 'drawer' && (
          <ListFilterDrawer filters={filters} controller={anyController} />
        )}
        {canWrite && addRoute && (
          <Button asChild>
            <RouterLink to={addRoute}>
              <Plus aria-hidden="true" /> Aggiungi
            </RouterLink>
          </Button>
        )}
      </HStack>
      {toolbar}
      {filters.length > 0 && filterLayout === 'bar' && (
        <ListFilterBar filters={filters} controller={anyController} />
      )}
      {controller.error && !controller.isFetching ? (
        <ErrorPanel
          title="Impossibile caricare l'elenco"
          description={controller.error.message}
          onRetry={controller.refetch}
        />
      ) : (
        <Box position="relative" minHeight="24">
          <LoadingOverlay active={controller.isFetching} />
          <ListTable
            label={title}
            columns={columns}
            items={controller.items}
            getRowId={getRowId}
            busy={controller.isFetching}
            actions={
              hasActions
                ? (row) => (
                    <RowActions
                      editTo={canEdit ? editRoute(row) : undefined}
                      onDelete={
                        canDelete
                          ? () => void deleteWithConfirm({ id: getRowId(row), message: deleteMessage(row) })
                          : undefined
                      }
                    >
                      {rowActions?.(row)}
                    </RowActions>
                  )
                : undefined
            }
          />
          {!controller.isLoading && controller.items.length === 0 && (
            <Text py="8" textAlign="center" color="fg.muted">
              {emptyText}
            </Text>
          )}
        </Box>
      )}
      {controller.items.length > 0 && <ListPagination controller={anyController} />}
    </Stack>
  );
}
