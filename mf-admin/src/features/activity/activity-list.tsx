import { type HistoryEntry, historyTableNames, historyTables } from '@ham/contracts/history';
import { useEndpointUrl } from '@ham/platform';
import {
  Button,
  formatDateTime,
  HistoryEntryView,
  HStack,
  Link,
  type ListColumn,
  ListPage,
  ModalDialog,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { activityApi, activityQueries } from './api';
import { recordRoute } from './record-routes';

const changesText = (e: HistoryEntry) =>
  e.changes.map((c) => `${c.label}: ${c.old || '—'} → ${c.new || '—'}`).join('; ');

const columns: ListColumn<HistoryEntry>[] = [
  { header: 'Data e ora', cell: (e) => formatDateTime(e.at) },
  { header: 'Utente', cell: (e) => e.who },
  { header: 'Record', cell: (e) => `${e.tableName} ${e.label ?? e.recordId}` },
  { header: 'Azione', cell: (e) => (e.forced ? `${e.action} (forzata)` : e.action) },
  { header: 'Modifiche', cell: changesText, maxWidth: { base: '16rem', xl: '28rem' } },
];

const FILTER_NAMES = ['user', 'kind', 'from', 'to', 'q'] as const;

/**
 * 'Registro attività' (docs/product/history.md): every change, newest first, by user ('sistema'
 * too), kind of record, period and text; a row opens its record, or shows a deleted record's last
 * state; Excel and CSV of the filtered lines.
 */
export function ActivityList() {
  const url = useEndpointUrl();
  const [params] = useSearchParams();
  const [shown, setShown] = useState<HistoryEntry | null>(null);
  const users = useQuery(activityQueries.users());
  const filters = Object.fromEntries(
    FILTER_NAMES.map((n) => [n, params.get(n) ?? '']).filter(([, v]) => v !== ''),
  ) as Record<string, string>;
  return (
    <>
      <ListPage<HistoryEntry>
        title="Registro attività"
        api={activityApi}
        columns={columns}
        filters={[
          {
            type: 'select',
            name: 'user',
            label: 'Utente',
            allLabel: 'Tutti gli utenti',
            options: [
              { value: '0', label: 'sistema' },
              ...(users.data?.items ?? []).map((u) => ({
                value: String(u.id),
                label: `${u.firstName} ${u.lastName}`,
              })),
            ],
          },
          {
            type: 'select',
            name: 'kind',
            label: 'Tipo di record',
            allLabel: 'Tutti',
            options: historyTables.map((t) => ({ value: t, label: historyTableNames[t] })),
          },
          { type: 'date', name: 'from', label: 'Dal' },
          { type: 'date', name: 'to', label: 'Al' },
          { type: 'text', name: 'q', label: 'Testo' },
        ]}
        toolbar={
          <HStack gap="3">
            <Button asChild size="sm" variant="outline">
              <Link href={url(activityApi.download, { query: { ...filters, format: 'xlsx' } })}>
                Scarica Excel
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link href={url(activityApi.download, { query: { ...filters, format: 'csv' } })}>
                Scarica CSV
              </Link>
            </Button>
          </HStack>
        }
        rowActions={(e) => {
          const to = e.op === 'D' ? null : recordRoute(e);
          return (
            <HStack gap="2" justify="flex-end">
              {to && (
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={to} aria-label={`Apri ${e.tableName} ${e.label ?? e.recordId}`}>
                    Apri
                  </RouterLink>
                </Button>
              )}
              <Button
                size="xs"
                variant="outline"
                onClick={() => setShown(e)}
                aria-label={`Dettagli della modifica di ${e.tableName} ${e.label ?? e.recordId}`}
              >
                Dettagli
              </Button>
            </HStack>
          );
        }}
        emptyText="Nessuna modifica"
      />
      {shown && (
        <ModalDialog
          title={`${shown.tableName} ${shown.label ?? shown.recordId}${shown.op === 'D' ? ' (ultimo stato)' : ''}`}
          open
          onClose={() => setShown(null)}
          closeButton
          scrollBehavior="inside"
        >
          <HistoryEntryView entry={shown} showRecord={false} />
        </ModalDialog>
      )}
    </>
  );
}
