import type { SdiState } from '@ham/contracts';
import { Button, formatDate } from '@ham/ui';
import { type ReactNode, useState } from 'react';
import { SdiHistoryDialog } from './sdi-history-dialog';
import { SdiDropArea, SdiImportDialog, useSdiImport } from './sdi-import';
import { SdiRowActions } from './sdi-row';

type Row = { id: number; number: number; docdate: string; sdi: SdiState };

/**
 * The SdI outcome on a list of fiscal documents ('Fatture'): the import button for its toolbar,
 * the row actions ('Storico SdI', 'Segna come inviata'), and `page(list)`: the list as a drop
 * target for the SdI's messages, with the import and history dialogs.
 */
export function useSdiPage<T extends Row>() {
  const [history, setHistory] = useState<T | null>(null);
  const [importing, setImporting] = useState(false);
  const run = useSdiImport();
  const start = (files: File[]) => {
    setImporting(true);
    run.start(files);
  };
  return {
    importButton: (
      <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
        Importa messaggi SdI
      </Button>
    ),
    rowActions: (row: T) => <SdiRowActions item={row} onHistory={() => setHistory(row)} />,
    page: (list: ReactNode) => (
      <SdiDropArea onFiles={start}>
        {list}
        <SdiImportDialog open={importing} onClose={() => setImporting(false)} run={run} onFiles={start} />
        <SdiHistoryDialog
          id={history?.id ?? null}
          title={history ? `Storico SdI: n. ${history.number} del ${formatDate(history.docdate)}` : ''}
          onClose={() => setHistory(null)}
        />
      </SdiDropArea>
    ),
  };
}
