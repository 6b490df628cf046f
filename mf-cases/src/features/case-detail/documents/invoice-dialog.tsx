import { einvoiceMissingMessage, type InvoiceData, invoiceDataWrite, messages } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import {
  Alert,
  Button,
  Center,
  DateInput,
  formatEuro,
  HStack,
  Input,
  LabeledField,
  Link,
  Spinner,
  Stack,
  Text,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { documentsApi, useSaveInvoiceData } from '../../../shared/documents-api';
import { DocumentDialog } from './document-dialog';
import { SendButton } from './send-button';
import { SentList } from './sent-list';

export type InvoiceDialogProps = { docNum: number; open: boolean; onClose(): void };

type FieldErrors = { number?: string; docdate?: string; form?: string };

/**
 * 'Fattura' (case detail, Azioni): number (proposed by the server) and date (default today),
 * saved before printing; then HTML, PDF and the FatturaPA XML. When the customer lacks what
 * the XML needs, SPEC §5's message names the fields, with the agency's edit page and a reload.
 */
export function InvoiceDialog({ docNum, open, onClose }: InvoiceDialogProps) {
  const { api } = usePlatform();
  const query = useQuery({ ...documentsApi.invoiceData(api, docNum), enabled: open });
  return (
    <DocumentDialog title="Fattura" open={open} onClose={onClose}>
      {query.isPending ? (
        <Center py="8">
          <Spinner aria-label="Caricamento..." />
        </Center>
      ) : query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{query.error.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <InvoiceForm docNum={docNum} data={query.data} onReload={() => void query.refetch()} />
      )}
    </DocumentDialog>
  );
}

function InvoiceForm({ docNum, data, onReload }: { docNum: number; data: InvoiceData; onReload(): void }) {
  const { api } = usePlatform();
  const save = useSaveInvoiceData(docNum);
  const [number, setNumber] = useState(String(data.number));
  const [docdate, setDocdate] = useState<string | null>(data.docdate);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    setNumber(String(data.number));
    setDocdate(data.docdate);
  }, [data.number, data.docdate]);
  const dirty = number !== String(data.number) || docdate !== data.docdate;
  const printable = data.issued && !dirty;

  const handleSave = () => {
    const parsed = invoiceDataWrite.safeParse({
      number: number === '' ? undefined : Number(number),
      docdate: docdate ?? undefined,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as 'number' | 'docdate';
        next[key] ??= issue.path[0] === 'docdate' && !docdate ? messages.required : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onError: (err) =>
        setErrors(
          err instanceof ApiError
            ? {
                number: err.fields?.number,
                docdate: err.fields?.docdate,
                form: err.fields ? undefined : err.message,
              }
            : { form: 'Errore di comunicazione con il server' },
        ),
    });
  };

  return (
    <Stack gap="4">
      <Text>
        {data.customer.fullName} · Importo totale {formatEuro(data.total)}
      </Text>
      <HStack gap="4" align="start">
        <LabeledField label="Numero" required error={errors.number}>
          <Input
            name="number"
            inputMode="numeric"
            value={number}
            disabled={data.issued}
            onChange={(e) => setNumber(e.target.value.trim())}
          />
        </LabeledField>
        <LabeledField label="Data" required error={errors.docdate}>
          <DateInput name="docdate" value={docdate} onChange={setDocdate} />
        </LabeledField>
      </HStack>
      {data.issued && data.changedSinceIssue && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            La pratica è cambiata dopo l'emissione della fattura: salvare di nuovo per aggiornarla.
          </Alert.Title>
        </Alert.Root>
      )}
      {errors.form && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errors.form}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="blue" onClick={handleSave} loading={save.isPending}>
          {data.issued ? 'Salva' : 'Emetti fattura'}
        </Button>
        {(['html', 'pdf', 'xml'] as const).map((format) =>
          printable && (format !== 'xml' || data.einvoiceMissing.length === 0) ? (
            <Button key={format} asChild variant="outline">
              <Link href={documentsApi.invoiceUrl(api, docNum, format)} target="_blank" rel="noopener">
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
              <Link as="button" onClick={onReload}>
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
  );
}
