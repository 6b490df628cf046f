import type { SdiImportFile } from '@ham/contracts';
import { Box, Button, HStack, ModalDialog, Stack, Table, Text, useSave, VisuallyHidden } from '@ham/ui';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { GridTable } from '../../shared/grid-table';
import { sdiApi, uploadSdiFile } from './api';

const outcomeLabels: Record<SdiImportFile['outcome'], string> = {
  importato: 'Importato',
  'già importato': 'Già importato',
  rifiutato: 'Rifiutato',
};

const dropped = (e: DragEvent) => [...(e.dataTransfer?.files ?? [])];
const carriesFiles = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files');

/** An import of chosen files: one request per file (a ZIP is one), each file's outcome. */
export function useSdiImport() {
  const [results, setResults] = useState<(SdiImportFile & { seq: number })[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const importing = useSave<File[], SdiImportFile[]>({
    // One request per chosen file (a ZIP is one file), one after the other.
    send: async (files, { api }) => {
      const all: SdiImportFile[] = [];
      for (const [i, file] of files.entries()) {
        setProgress({ done: i, total: files.length });
        const lines = await uploadSdiFile(api, file);
        all.push(...lines);
        setResults(all.map((line, seq) => ({ ...line, seq })));
      }
      setProgress(null);
      return all;
    },
    invalidates: sdiApi.changed(),
    success: false,
    failure: 'Importazione non riuscita',
  });
  const start = (files: File[]) => {
    if (!files.length || importing.isPending) return;
    setResults([]);
    void importing.save(files);
  };
  return { results, progress, start, busy: importing.isPending };
}

/** The page as a drop target: files dropped anywhere on it are imported. */
export function SdiDropArea({ onFiles, children }: { onFiles(files: File[]): void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        setOver(false);
        onFiles(dropped(e));
      }}
      outline={over ? '2px dashed' : undefined}
      outlineColor="colorPalette.solid"
    >
      {children}
    </Box>
  );
}

export type SdiImportRun = ReturnType<typeof useSdiImport>;

/**
 * 'Importa messaggi SdI': the SdI's messages (XML files, or ZIPs of them) chosen with the file
 * input or dropped on its area; each file's outcome in a table.
 */
export function SdiImportDialog({
  open,
  onClose,
  run,
  onFiles,
}: {
  open: boolean;
  onClose(): void;
  run: SdiImportRun;
  onFiles(files: File[]): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const count = (o: SdiImportFile['outcome']) => run.results.filter((r) => r.outcome === o).length;
  return (
    <ModalDialog
      title="Importa messaggi SdI"
      open={open}
      onClose={onClose}
      closeButton
      scrollBehavior="inside"
      contentProps={{ maxW: '4xl' }}
      footer={<Button onClick={onClose}>Chiudi</Button>}
    >
      <Stack gap="4">
        <Box
          borderWidth="2px"
          borderStyle="dashed"
          borderRadius="md"
          p="6"
          textAlign="center"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            e.stopPropagation();
            onFiles(dropped(e));
          }}
        >
          <Text mb="3">
            Trascinare qui le ricevute e notifiche del Sistema di Interscambio (file XML, anche in un archivio
            ZIP), oppure:
          </Text>
          <label>
            <VisuallyHidden asChild>
              <input
                ref={input}
                type="file"
                multiple
                accept=".xml,.zip,application/xml,text/xml,application/zip"
                aria-label="File dei messaggi SdI"
                onChange={(e) => {
                  onFiles([...(e.target.files ?? [])]);
                  e.target.value = '';
                }}
              />
            </VisuallyHidden>
          </label>
          <Button loading={run.busy} onClick={() => input.current?.click()}>
            Scegli i file
          </Button>
        </Box>
        {run.progress && (
          <Text role="status">
            Importazione in corso: file {run.progress.done + 1} di {run.progress.total}…
          </Text>
        )}
        {run.results.length > 0 && (
          <>
            <HStack gap="4" role="status">
              <Text>Importati: {count('importato')}</Text>
              <Text>Già importati: {count('già importato')}</Text>
              <Text>Rifiutati: {count('rifiutato')}</Text>
            </HStack>
            <GridTable label="Esito dell'importazione" columns={['File', 'Esito', 'Documento', 'Dettagli']}>
              {run.results.map((r) => (
                <Table.Row key={r.seq}>
                  <Table.Cell fontSize="sm">{r.fileName}</Table.Cell>
                  <Table.Cell color={r.outcome === 'rifiutato' ? 'fg.error' : undefined}>
                    {outcomeLabels[r.outcome]}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {r.document ? `n. ${r.document.number}/${r.document.year}` : ''}
                  </Table.Cell>
                  <Table.Cell fontSize="sm">{r.message}</Table.Cell>
                </Table.Row>
              ))}
            </GridTable>
          </>
        )}
      </Stack>
    </ModalDialog>
  );
}
