import {
  einvoiceInvalidMessage,
  einvoiceMissingMessage,
  fiscalKindLabels,
  type InvoiceData,
  type InvoiceDataWrite,
  invoiceDataWrite,
} from '@ham/contracts';
import { callEndpoint, useEndpointUrl } from '@ham/platform';
import {
  Alert,
  Button,
  Center,
  DateField,
  ErrorAlert,
  Form,
  formatDate,
  formatEuro,
  HStack,
  Link,
  ModalDialog,
  NumberField,
  Spinner,
  Stack,
  Text,
  useSave,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { invoiceApi } from '../../invoices/api';
import { paymentApi } from '../../payments/api';
import { documentApi } from './api';
import { NoteForm, type NoteKind } from './note-dialog';
import { SendButton } from './send-button';
import { SentList } from './sent-list';

export type InvoiceDialogProps = { docNum: number; open: boolean; onClose(): void };

/**
 * 'Fattura' (case detail, Azioni): number (proposed by the server) and date (default today),
 * issued before printing; then HTML, PDF and the FatturaPA XML. An issued invoice is final: it
 * is corrected by a credit or debit note (listed here with invoiced, credited and net), and
 * issued again only after the SdI rejected it. When the customer lacks what the XML needs,
 * the e-invoice message names the fields, with the agency's edit page and a reload.
 */
export function InvoiceDialog({ docNum, open, onClose }: InvoiceDialogProps) {
  const query = useQuery({ ...documentApi.invoiceData(docNum), enabled: open });
  // 'Nota di credito' / 'Nota di debito': the same dialog shows the note's form, then the invoice again.
  const [noteKind, setNoteKind] = useState<NoteKind | null>(null);
  const close = () => {
    setNoteKind(null);
    onClose();
  };
  return (
    <ModalDialog
      title={noteKind ? fiscalKindLabels[noteKind] : 'Fattura'}
      open={open}
      onClose={close}
      closeButton
      scrollBehavior="inside"
    >
      {query.isPending ? (
        <Center py="8">
          <Spinner aria-label="Caricamento..." />
        </Center>
      ) : query.isError ? (
        <ErrorAlert announce={false}>{query.error.message}</ErrorAlert>
      ) : noteKind && query.data.issued ? (
        <NoteForm docNum={docNum} kind={noteKind} data={query.data} onDone={() => setNoteKind(null)} />
      ) : (
        // A new answer (issued, saved again, reloaded) starts the form from it.
        <InvoiceForm
          key={`${query.data.number} ${query.data.docdate} ${query.data.issued} ${query.data.sdiStatus}`}
          docNum={docNum}
          data={query.data}
          onReload={() => void query.refetch()}
          onNote={setNoteKind}
        />
      )}
    </ModalDialog>
  );
}

function InvoiceForm({
  docNum,
  data,
  onReload,
  onNote,
}: {
  docNum: number;
  data: InvoiceData;
  onReload(): void;
  onNote?(kind: NoteKind): void;
}) {
  const url = useEndpointUrl();
  const form = useZodForm(invoiceDataWrite, {
    defaultValues: { number: data.number, docdate: data.docdate },
  });
  const { save, error, isPending } = useSave<InvoiceDataWrite>({
    send: (body, { api }) =>
      callEndpoint(api, documentApi.endpoints.saveInvoiceData, { params: { docNum }, body }),
    // The dialog shows the issued invoice; 'Fatture' lists it.
    // What the agency owes follows the invoice and its notes: the case's 'Incassi' and the list too.
    invalidates: [
      documentApi.invoiceKey(docNum),
      invoiceApi.keys.lists(),
      paymentApi.caseKey(docNum),
      paymentApi.keys.lists(),
    ],
    success: false,
    form: { setError: form.setError, formFields: ['number', 'docdate'] },
  });
  useProposalOfDateYear(docNum, data, form);
  const printable = data.issued && !form.formState.isDirty;
  // Issued and final: number and date are shown, not edited (a rejected invoice keeps them too).
  const editable = !data.issued;
  const einvoiceProblems = data.einvoiceMissing.length + data.einvoiceInvalid.length;
  const print = { html: 'invoiceHtml', pdf: 'invoicePdf', xml: 'invoiceXml' } as const;

  return (
    <Form
      form={form}
      // A rejected invoice is issued again under its own number and date.
      onSubmit={(values) => save(data.issued ? { number: data.number, docdate: data.docdate } : values)}
      aria-label="Dati della fattura"
    >
      <Stack gap="4">
        <Text>
          {data.customer.fullName} · Importo totale {formatEuro(data.total)}
        </Text>
        <HStack gap="4" align="start">
          <NumberField name="number" label="Numero" required disabled={!editable} min={1} />
          <DateField name="docdate" label="Data" required disabled={!editable} />
        </HStack>
        {data.reissuable ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              Fattura scartata dal SdI: si può emettere di nuovo dalla pratica, con lo stesso numero e la
              stessa data.
            </Alert.Title>
          </Alert.Root>
        ) : (
          data.issued &&
          data.changedSinceIssue && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                La pratica è cambiata dopo l'emissione: la fattura emessa non cambia. Per correggerla emettere
                una nota di credito o di debito.
              </Alert.Title>
            </Alert.Root>
          )
        )}
        {error && <ErrorAlert announce={false}>{error}</ErrorAlert>}
        <HStack gap="2" wrap="wrap">
          {!data.issued && (
            <Button type="submit" colorPalette="blue" loading={isPending}>
              Emetti fattura
            </Button>
          )}
          {data.reissuable && (
            <Button type="submit" colorPalette="blue" loading={isPending}>
              Emetti di nuovo
            </Button>
          )}
          {(['html', 'pdf', 'xml'] as const).map((format) =>
            printable && (format !== 'xml' || einvoiceProblems === 0) ? (
              <Button key={format} asChild variant="outline">
                <Link
                  href={url(documentApi.endpoints[print[format]], { params: { docNum } })}
                  target="_blank"
                  rel="noopener"
                >
                  {format === 'xml' ? 'XML FatturaPA' : `Apri ${format.toUpperCase()}`}
                </Link>
              </Button>
            ) : (
              <Button key={format} variant="outline" disabled>
                {format === 'xml' ? 'XML FatturaPA' : `Apri ${format.toUpperCase()}`}
              </Button>
            ),
          )}
          {printable && (
            <SendButton docNum={docNum} body={{ document: 'invoice' }} to={data.customer.fullName} />
          )}
        </HStack>
        {einvoiceProblems > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Stack gap="1">
              {data.einvoiceMissing.length > 0 && (
                <Alert.Title>{einvoiceMissingMessage(data.einvoiceMissing)}</Alert.Title>
              )}
              {data.einvoiceInvalid.length > 0 && (
                <Alert.Title>{einvoiceInvalidMessage(data.einvoiceInvalid)}</Alert.Title>
              )}
              <HStack gap="4">
                <Link asChild>
                  <RouterLink to={`/agenzie/modifica/${data.customer.id}`} target="_blank">
                    Modifica agenzia
                  </RouterLink>
                </Link>
                <Link as="button" type="button" onClick={onReload}>
                  Ricarica
                </Link>
              </HStack>
            </Stack>
          </Alert.Root>
        )}
        {data.fileName && printable && einvoiceProblems === 0 && (
          <Text fontSize="sm" color="fg.muted">
            File della fattura elettronica: {data.fileName}
          </Text>
        )}
        {data.issued && <InvoiceNotes data={data} onNote={onNote} />}
        <SentList items={data.sent} document="invoice" />
      </Stack>
    </Form>
  );
}

/** 'Fatturato', 'Note di credito', ('Note di debito'), 'Netto', the notes and their prints. */
function InvoiceNotes({ data, onNote }: { data: InvoiceData; onNote?(kind: NoteKind): void }) {
  const url = useEndpointUrl();
  const { amounts } = data;
  const rows: [string, number][] = [
    ['Fatturato', amounts.invoiced],
    ['Note di credito', amounts.credited],
    ...(amounts.debited ? ([['Note di debito', amounts.debited]] as [string, number][]) : []),
    ['Netto', amounts.net],
  ];
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <HStack gap="6" wrap="wrap">
        {rows.map(([label, cents]) => (
          <Stack key={label} gap="0">
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontWeight="semibold" aria-label={label}>
              {formatEuro(cents)}
            </Text>
          </Stack>
        ))}
      </HStack>
      {data.notes.map((n) => (
        <HStack key={n.id} gap="3" wrap="wrap" fontSize="sm">
          <Text>
            {fiscalKindLabels[n.kind]} n. {n.number} del {formatDate(n.docdate)} · {formatEuro(n.total)} ·{' '}
            {n.reason}
          </Text>
          {(['html', 'pdf', 'xml'] as const).map((format) =>
            format === 'xml' && !n.fileName ? null : (
              <Link
                key={format}
                href={url(
                  documentApi.endpoints[
                    format === 'html' ? 'noteHtml' : format === 'pdf' ? 'notePdf' : 'noteXml'
                  ],
                  {
                    params: { id: n.id },
                  },
                )}
                target="_blank"
                rel="noopener"
              >
                {format.toUpperCase()}
              </Link>
            ),
          )}
        </HStack>
      ))}
      {onNote && (
        <HStack gap="2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onNote('TD04')}
            disabled={amounts.creditable <= 0}
          >
            Nota di credito
          </Button>
          <Button variant="outline" size="sm" onClick={() => onNote('TD05')}>
            Nota di debito
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * Before issue, the number follows the year of the date typed: another year's date asks the
 * server for that year's next number; back to the proposal's year, its number again.
 */
function useProposalOfDateYear(
  docNum: number,
  data: InvoiceData,
  form: { control: Control<InvoiceDataWrite>; setValue: UseFormSetValue<InvoiceDataWrite> },
) {
  const docdate = useWatch({ control: form.control, name: 'docdate' });
  const complete = typeof docdate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(docdate);
  const otherYear = !data.issued && complete && docdate.slice(0, 4) !== data.docdate.slice(0, 4);
  const proposal = useQuery({
    ...documentApi.proposalOfYear(docNum, complete ? docdate : data.docdate),
    enabled: otherYear,
  });
  const { setValue } = form;
  const proposed = otherYear ? proposal.data?.number : data.issued ? undefined : data.number;
  useEffect(() => {
    if (proposed !== undefined) setValue('number', proposed);
  }, [proposed, setValue]);
}
