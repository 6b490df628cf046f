import {
  einvoiceMissingMessage,
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
import { Link as RouterLink } from 'react-router-dom';
import { invoiceApi } from '../../invoices/api';
import { documentApi } from './api';
import { SendButton } from './send-button';
import { SentList } from './sent-list';

export type InvoiceDialogProps = { docNum: number; open: boolean; onClose(): void };

/**
 * 'Fattura' (case detail, Azioni): number (proposed by the server) and date (default today),
 * saved before printing; then HTML, PDF and the FatturaPA XML. When the customer lacks what
 * the XML needs, SPEC §5's message names the fields, with the agency's edit page and a reload.
 */
export function InvoiceDialog({ docNum, open, onClose }: InvoiceDialogProps) {
  const query = useQuery({ ...documentApi.invoiceData(docNum), enabled: open });
  return (
    <ModalDialog title="Fattura" open={open} onClose={onClose} closeButton>
      {query.isPending ? (
        <Center py="8">
          <Spinner aria-label="Caricamento..." />
        </Center>
      ) : query.isError ? (
        <ErrorAlert announce={false}>{query.error.message}</ErrorAlert>
      ) : (
        // A new answer (issued, saved again, reloaded) starts the form from it.
        <InvoiceForm
          key={`${query.data.number} ${query.data.docdate} ${query.data.issued}`}
          docNum={docNum}
          data={query.data}
          onReload={() => void query.refetch()}
        />
      )}
    </ModalDialog>
  );
}

function InvoiceForm({ docNum, data, onReload }: { docNum: number; data: InvoiceData; onReload(): void }) {
  const url = useEndpointUrl();
  const form = useZodForm(invoiceDataWrite, {
    defaultValues: { number: data.number, docdate: data.docdate },
  });
  const { save, error, isPending } = useSave<InvoiceDataWrite>({
    send: (body, { api }) =>
      callEndpoint(api, documentApi.endpoints.saveInvoiceData, { params: { docNum }, body }),
    // The dialog shows the issued invoice; 'Fatture' lists it.
    invalidates: [documentApi.invoiceKey(docNum), invoiceApi.keys.lists()],
    success: false,
    form: { setError: form.setError, formFields: ['number', 'docdate'] },
  });
  const printable = data.issued && !form.formState.isDirty;
  const print = { html: 'invoiceHtml', pdf: 'invoicePdf', xml: 'invoiceXml' } as const;

  return (
    <Form form={form} onSubmit={(values) => save(values)} aria-label="Dati della fattura">
      <Stack gap="4">
        <Text>
          {data.customer.fullName} · Importo totale {formatEuro(data.total)}
        </Text>
        <HStack gap="4" align="start">
          <NumberField name="number" label="Numero" required disabled={data.issued} min={1} />
          <DateField name="docdate" label="Data" required />
        </HStack>
        {data.issued && data.changedSinceIssue && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              La pratica è cambiata dopo l'emissione della fattura: salvare di nuovo per aggiornarla.
            </Alert.Title>
          </Alert.Root>
        )}
        {error && <ErrorAlert announce={false}>{error}</ErrorAlert>}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={isPending}>
            {data.issued ? 'Salva' : 'Emetti fattura'}
          </Button>
          {(['html', 'pdf', 'xml'] as const).map((format) =>
            printable && (format !== 'xml' || data.einvoiceMissing.length === 0) ? (
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
        {data.einvoiceMissing.length > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Stack gap="1">
              <Alert.Title>{einvoiceMissingMessage(data.einvoiceMissing)}</Alert.Title>
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
        {data.fileName && printable && data.einvoiceMissing.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            File della fattura elettronica: {data.fileName}
          </Text>
        )}
        <SentList items={data.sent} document="invoice" />
      </Stack>
    </Form>
  );
}
