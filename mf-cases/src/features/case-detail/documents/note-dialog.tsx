import {
  documentMessages,
  type FiscalKind,
  fiscalKindLabels,
  type InvoiceData,
  isoDate,
  type NoteWrite,
  noteWrite,
  todayInRome,
} from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import {
  Button,
  Center,
  CheckboxField,
  CurrencyField,
  DateField,
  ErrorAlert,
  Form,
  formatEuro,
  HStack,
  ModalDialog,
  NumberField,
  Spinner,
  Stack,
  Text,
  TextField,
  useSave,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { invoiceApi } from '../../invoices/api';
import { paymentApi } from '../../payments/api';
import { documentApi } from './api';

export type NoteKind = Exclude<FiscalKind, 'TD01'>;
export type NoteDialogProps = { docNum: number; kind: NoteKind; open: boolean; onClose(): void };

/** A key for one issuing: a retried or double-clicked request issues one note. */
const newRequestKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The form: the invoice's lines to credit (chosen, with an amount), or free lines of a debit note. */
const noteForm = z
  .object({
    number: noteWrite.shape.number,
    docdate: isoDate,
    reason: noteWrite.shape.reason,
    lines: z.array(
      z.object({
        include: z.boolean(),
        description: z.string().trim().max(1000, 'Al massimo 1000 caratteri'),
        amount: z.number().int().nullable(),
      }),
    ),
  })
  .superRefine((v, ctx) => {
    const chosen = v.lines.filter((l) => l.include);
    if (!chosen.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: documentMessages.linesRequired });
    else if (chosen.reduce((sum, l) => sum + (l.amount ?? 0), 0) <= 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: documentMessages.noteTotalPositive });
    v.lines.forEach((l, i) => {
      if (!l.include) return;
      if (l.amount === null || l.amount === 0 || Number.isNaN(l.amount))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'amount'],
          message: documentMessages.lineAmountZero,
        });
      if (!l.description)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'description'],
          message: 'Indicare la descrizione',
        });
    });
  });
type NoteForm = z.infer<typeof noteForm>;

/**
 * 'Nota di credito' / 'Nota di debito' of the case's issued invoice (from the invoice dialog
 * and from 'Fatture'): the lines and amounts (VAT included; a credit note starts from the
 * invoice's lines, all chosen), a reason, number and date under the numbering rules.
 */
export function NoteDialog({ docNum, kind, open, onClose }: NoteDialogProps) {
  const query = useQuery({ ...documentApi.invoiceData(docNum), enabled: open });
  return (
    <ModalDialog title={fiscalKindLabels[kind]} open={open} onClose={onClose} closeButton>
      {query.isPending ? (
        <Center py="8">
          <Spinner aria-label="Caricamento..." />
        </Center>
      ) : query.isError ? (
        <ErrorAlert announce={false}>{query.error.message}</ErrorAlert>
      ) : !query.data.issued ? (
        <ErrorAlert announce={false}>{documentMessages.noteNeedsInvoice}</ErrorAlert>
      ) : (
        <NoteForm docNum={docNum} kind={kind} data={query.data} onDone={onClose} />
      )}
    </ModalDialog>
  );
}

/** The note's form for an issued invoice (`data`); `onDone` once issued. */
export function NoteForm({
  docNum,
  kind,
  data,
  onDone,
}: {
  docNum: number;
  kind: NoteKind;
  data: InvoiceData;
  onDone(): void;
}) {
  const [requestKey] = useState(newRequestKey);
  const credit = kind === 'TD04';
  const form = useZodForm(noteForm, {
    defaultValues: {
      number: data.nextNumber,
      docdate: todayInRome(),
      reason: '',
      lines: credit
        ? data.lines.map((l) => ({ include: true, description: l.description, amount: l.total }))
        : [{ include: true, description: '', amount: null }],
    },
  });
  const { save, error, isPending } = useSave<NoteWrite>({
    send: (body, { api }) => callEndpoint(api, documentApi.endpoints.issueNote, { params: { docNum }, body }),
    // What the agency owes follows the invoice and its notes: the case's 'Incassi' and the list too.
    invalidates: [
      documentApi.invoiceKey(docNum),
      invoiceApi.keys.lists(),
      paymentApi.caseKey(docNum),
      paymentApi.keys.lists(),
    ],
    success: `${fiscalKindLabels[kind]} emessa`,
    form: { setError: form.setError, formFields: ['number', 'docdate', 'reason'] },
    onSaved: onDone,
  });
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;
  const submit = (v: NoteForm) =>
    save({
      kind,
      number: v.number,
      docdate: v.docdate,
      reason: v.reason,
      lines: v.lines
        .filter((l) => l.include)
        .map((l) => ({ description: l.description, amount: l.amount ?? 0 })),
      requestKey,
    });

  return (
    <Form form={form} onSubmit={submit} aria-label={`Dati della ${fiscalKindLabels[kind].toLowerCase()}`}>
      <Stack gap="4">
        <Text>
          Fattura n. {data.number} · {data.customer.fullName} · Netto {formatEuro(data.amounts.net)}
          {credit && ` · Ancora da stornare ${formatEuro(data.amounts.creditable)}`}
        </Text>
        <HStack gap="4" align="start">
          <NumberField name="number" label="Numero" required min={1} />
          <DateField name="docdate" label="Data" required />
        </HStack>
        <TextField name="reason" label="Motivo" required />
        <Stack gap="2">
          {form.getValues('lines').map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for the form's life, never reordered
            <HStack key={i} gap="3" align="start">
              {credit ? (
                <>
                  <CheckboxField name={`lines.${i}.include`} label={line.description} />
                  <CurrencyField name={`lines.${i}.amount`} label={`Importo riga ${i + 1}`} negative />
                </>
              ) : (
                <>
                  <TextField name={`lines.${i}.description`} label="Descrizione" required />
                  <CurrencyField name={`lines.${i}.amount`} label="Importo" required />
                </>
              )}
            </HStack>
          ))}
        </Stack>
        {linesError && <ErrorAlert announce={false}>{linesError}</ErrorAlert>}
        {error && <ErrorAlert announce={false}>{error}</ErrorAlert>}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={isPending}>
            Emetti {fiscalKindLabels[kind].toLowerCase()}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}
