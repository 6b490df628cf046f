import {
  canMarkSdiSent,
  type SdiHistory,
  type SdiMessage,
  sdiMessageKindLabels,
  sdiOutcomeText,
} from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import {
  Button,
  Center,
  ErrorAlert,
  formatDateTime,
  ModalDialog,
  Spinner,
  Stack,
  Table,
  Text,
  useSave,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { GridTable } from '../../shared/grid-table';
import { sdiApi, sdiQueries } from './api';
import { sdiStateText } from './sdi-status';

/** 'Segna come inviata': staff sent the XML to the SdI through their own channel. */
export function useMarkSdiSent() {
  return useSave<number>({
    send: (id, { api }) => callEndpoint(api, sdiApi.endpoints.markSent, { params: { id } }),
    invalidates: sdiApi.changed(),
    success: 'Segnata come inviata',
    failure: 'Operazione non riuscita',
  });
}

/** 'Invia via PEC': the XML to the SdI's PEC address ('Dati azienda'), the document then 'Inviata'. */
function useSendSdiPec() {
  return useSave<number, SdiHistory>({
    send: (id, { api }) => callEndpoint(api, sdiApi.endpoints.sendPec, { params: { id } }),
    invalidates: sdiApi.changed(),
    success: (sent) => `Inviata via PEC a ${sent.pecTo}`,
    failure: 'Invio via PEC non riuscito',
  });
}

function details(m: SdiMessage): string[] {
  const lines = m.errors.map((e) => `${e.code} ${e.description}`);
  if (m.outcome) lines.push(`Esito: ${sdiOutcomeText(m.outcome)}`);
  if (m.description && !m.errors.length) lines.push(m.description);
  if (m.revisionId !== null) lines.push('Riguarda una versione sostituita del documento');
  return lines;
}

export type SdiHistoryDialogProps = { id: number | null; title: string; onClose(): void };

/** A document's SdI status and the messages imported for it, newest first. */
export function SdiHistoryDialog({ id, title, onClose }: SdiHistoryDialogProps) {
  const query = useQuery({ ...sdiQueries.history(id ?? 0), enabled: id !== null });
  const mark = useMarkSdiSent();
  const data = query.data;
  const pec = useSendSdiPec();
  return (
    <ModalDialog
      title={title}
      open={id !== null}
      onClose={onClose}
      closeButton
      scrollBehavior="inside"
      contentProps={{ maxW: '4xl' }}
      footer={
        <>
          {data?.pecTo && canMarkSdiSent(data.state.status) && (
            <Button variant="outline" loading={pec.isPending} onClick={() => void pec.save(data.id)}>
              Invia via PEC
            </Button>
          )}
          {data && canMarkSdiSent(data.state.status) && (
            <Button variant="outline" loading={mark.isPending} onClick={() => void mark.save(data.id)}>
              Segna come inviata
            </Button>
          )}
          <Button onClick={onClose}>Chiudi</Button>
        </>
      }
    >
      {query.isPending ? (
        <Center py="8">
          <Spinner aria-label="Caricamento..." />
        </Center>
      ) : query.isError ? (
        <ErrorAlert announce={false}>{query.error.message}</ErrorAlert>
      ) : (
        <Stack gap="3">
          <Text>
            <strong>Stato SdI:</strong> {sdiStateText(query.data.state)}
          </Text>
          {query.data.fileName && (
            <Text fontSize="sm" color="fg.muted">
              File: {query.data.fileName}
            </Text>
          )}
          {query.data.messages.length === 0 ? (
            <Text>Nessun messaggio SdI importato.</Text>
          ) : (
            <GridTable label="Messaggi SdI" columns={['Data', 'Messaggio', 'Dettagli', 'File', 'Importato']}>
              {query.data.messages.map((m) => (
                <Table.Row key={m.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(m.receivedAt ?? m.importedAt)}</Table.Cell>
                  <Table.Cell>
                    {sdiMessageKindLabels[m.kind]} ({m.kind})
                  </Table.Cell>
                  <Table.Cell>
                    {details(m).map((line) => (
                      <Text key={line} fontSize="sm">
                        {line}
                      </Text>
                    ))}
                  </Table.Cell>
                  <Table.Cell fontSize="sm">{m.fileName}</Table.Cell>
                  <Table.Cell fontSize="sm" whiteSpace="nowrap">
                    {formatDateTime(m.importedAt)}
                    {m.importedBy ? ` (${m.importedBy})` : ''}
                  </Table.Cell>
                </Table.Row>
              ))}
            </GridTable>
          )}
        </Stack>
      )}
    </ModalDialog>
  );
}
