import {
  type CasePayments,
  type InstallmentRead,
  installmentKindLabels,
  installmentStateLabels,
  type Payment,
  type PaymentPlanUpdate,
  paymentMethodLabels,
  paymentMethods,
  paymentPlanWrite,
  type ReminderSent,
  todayInRome,
} from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import {
  Badge,
  Button,
  CurrencyField,
  DateField,
  DetailList,
  DialogFormActions,
  Form,
  forceOnConflict,
  formatDate,
  formatDateTime,
  formatEuro,
  HStack,
  type ListColumn,
  ListTable,
  ModalDialog,
  NumberField,
  QueryErrorPanel,
  RadioGroupField,
  SectionCard,
  SelectField,
  Spinner,
  Stack,
  Text,
  TextField,
  useFieldValue,
  useSave,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { newIdempotencyKey, paymentApi } from './api';
import { type PaymentDialogMode, type PaymentFormValues, paymentFormSchema } from './payment-form';

const money = { textAlign: 'end' } as const;
const stateColors = { incassato: 'green', scaduto: 'red', da_incassare: 'gray' } as const;

const installmentColumns: ListColumn<InstallmentRead>[] = [
  { header: 'Rata', cell: (i) => installmentKindLabels[i.kind] },
  { header: 'Scadenza', cell: (i) => formatDate(i.due) },
  { header: 'Importo', cell: (i) => formatEuro(i.amount), ...money },
  { header: 'Incassato', cell: (i) => formatEuro(i.paid), ...money },
  {
    header: 'Stato',
    cell: (i) => <Badge colorPalette={stateColors[i.state]}>{installmentStateLabels[i.state]}</Badge>,
  },
];

const paymentColumns: ListColumn<Payment>[] = [
  { header: 'Data', cell: (p) => formatDate(p.date) },
  { header: 'Importo', cell: (p) => formatEuro(p.amount), ...money },
  { header: 'Metodo', cell: (p) => paymentMethodLabels[p.method] },
  { header: 'Riferimento', cell: (p) => p.reference ?? '' },
  { header: 'Motivo', cell: (p) => p.reason ?? (p.reversedBy ? 'Stornato' : '') },
  { header: 'Registrato da', cell: (p) => p.createdBy ?? '' },
];

const reminderColumns: ListColumn<ReminderSent>[] = [
  { header: 'Inviato', cell: (r) => formatDateTime(r.sentAt) },
  { header: 'Tipo', cell: (r) => (r.kind === 'preavviso' ? 'Promemoria' : 'Sollecito') },
  { header: 'Rata', cell: (r) => `${installmentKindLabels[r.installment]} del ${formatDate(r.due)}` },
  { header: 'Destinatario', cell: (r) => r.to },
];

const methodOptions = paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }));

/** The case page's 'Incassi': figures, the plan's installments, the payments and the reminders sent. */
export function CasePaymentsSection({ docNum }: { docNum: number }) {
  const query = useQuery(paymentApi.casePayments(docNum));
  const [dialog, setDialog] = useState<PaymentDialogMode | null>(null);
  const [planOpen, setPlanOpen] = useState(false);
  if (query.isPending) return <Spinner aria-label="Caricamento incassi..." />;
  if (query.isError) return <QueryErrorPanel query={query} title="Impossibile caricare gli incassi" />;
  const p = query.data;
  const f = p.figures;
  const billed = p.invoicing;
  return (
    <SectionCard title="Incassi" as="section">
      <Stack gap="4">
        {billed && (
          <DetailList
            orientation="horizontal"
            rows={[
              ['Fatturato', formatEuro(billed.invoiced)],
              ['Note di credito', formatEuro(billed.credited)],
              ...(billed.debited ? ([['Note di debito', formatEuro(billed.debited)]] as const) : []),
              [
                'Netto fatturato',
                <Text key="n" as="span" data-testid="pay-net">
                  {formatEuro(billed.net)}
                </Text>,
              ],
            ]}
          />
        )}
        <DetailList
          orientation="horizontal"
          rows={[
            [
              'Dovuto',
              <Text key="d" as="span" data-testid="pay-due">
                {formatEuro(f.due)}
              </Text>,
            ],
            [
              'Incassato',
              <Text key="p" as="span" data-testid="pay-paid">
                {formatEuro(f.paid)}
              </Text>,
            ],
            [
              'Da incassare',
              <Text key="o" as="span" data-testid="pay-outstanding">
                {formatEuro(f.outstanding)}
              </Text>,
            ],
            [
              'Scaduto',
              <Text key="s" as="span" data-testid="pay-overdue" color={f.overdue ? 'fg.error' : undefined}>
                {formatEuro(f.overdue)}
              </Text>,
            ],
            ...(f.credit > 0
              ? ([
                  [
                    'Credito agenzia',
                    <Text key="c" as="span" data-testid="pay-credit">
                      {formatEuro(f.credit)}
                    </Text>,
                  ],
                ] as const)
              : []),
          ]}
        />
        <ListTable
          label="Piano dei pagamenti"
          columns={installmentColumns}
          items={p.installments}
          getRowId={(i) => i.kind}
        />
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="blue" onClick={() => setDialog({ kind: 'incasso' })}>
            Registra incasso
          </Button>
          <Button variant="outline" onClick={() => setDialog({ kind: 'rimborso' })}>
            Registra rimborso
          </Button>
          <Button variant="outline" onClick={() => setPlanOpen(true)}>
            Modifica piano
          </Button>
        </HStack>
        {p.payments.length > 0 ? (
          <ListTable
            label="Pagamenti ricevuti"
            columns={paymentColumns}
            items={p.payments}
            getRowId={(x) => x.id}
            actions={(x) =>
              x.amount > 0 && x.reversedBy === null ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setDialog({ kind: 'storno', id: x.id, amount: x.amount })}
                >
                  Storna
                </Button>
              ) : null
            }
          />
        ) : (
          <Text color="fg.muted">Nessun pagamento registrato.</Text>
        )}
        {p.reminders.length > 0 && (
          <ListTable
            label="Promemoria inviati"
            columns={reminderColumns}
            items={p.reminders}
            getRowId={(r) => `${r.kind}-${r.installment}`}
          />
        )}
      </Stack>
      {dialog && (
        <PaymentDialog
          docNum={docNum}
          mode={dialog}
          outstanding={f.outstanding}
          onClose={() => setDialog(null)}
        />
      )}
      {planOpen && <PlanDialog docNum={docNum} data={p} onClose={() => setPlanOpen(false)} />}
    </SectionCard>
  );
}

/** The server's question about an amount over what is owed, asked before resending with force. */
const overpaymentQuestion = forceOnConflict(
  { Overpayment: (err: { message: string }) => err.message },
  { title: 'Importo oltre il dovuto', confirmLabel: 'Registra' },
);

const dialogTitles = {
  incasso: 'Registra incasso',
  rimborso: 'Registra rimborso',
  storno: 'Storna incasso',
} as const;

function PaymentDialog({
  docNum,
  mode,
  outstanding,
  onClose,
}: {
  docNum: number;
  mode: PaymentDialogMode;
  outstanding: number;
  onClose(): void;
}) {
  // One key for this dialog: a double click or a retried send records one payment.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const refund = mode.kind !== 'incasso';
  const form = useZodForm(paymentFormSchema, {
    defaultValues: {
      refund,
      date: todayInRome(),
      amount:
        mode.kind === 'storno'
          ? mode.amount
          : mode.kind === 'incasso' && outstanding > 0
            ? outstanding
            : undefined,
      method: 'bonifico',
      reference: '',
      reason: '',
    },
  });
  const { save, error, isPending } = useSave<PaymentFormValues>({
    send: (v, { api, force }) =>
      callEndpoint(api, paymentApi.endpoints.record, {
        params: { docNum },
        query: force ? { force: true } : undefined,
        body: {
          date: v.date,
          amount: refund ? -v.amount : v.amount,
          method: v.method,
          reference: v.reference || null,
          reason: v.reason || null,
          reverses: mode.kind === 'storno' ? mode.id : null,
          idempotencyKey,
        },
      }),
    force: overpaymentQuestion,
    invalidates: [paymentApi.caseKey(docNum), paymentApi.keys.lists()],
    form: { setError: form.setError, formFields: ['date', 'amount', 'method', 'reference', 'reason'] },
    onSaved: onClose,
  });
  return (
    <ModalDialog title={dialogTitles[mode.kind]} open onClose={onClose} closeButton>
      <Form form={form} onSubmit={(v) => save(v)} aria-label={dialogTitles[mode.kind]}>
        <Stack gap="3">
          <DateField name="date" label="Data" required />
          {mode.kind === 'storno' ? (
            <Text>Importo stornato: {formatEuro(-mode.amount)}</Text>
          ) : (
            <CurrencyField name="amount" label={refund ? 'Importo rimborsato' : 'Importo'} required />
          )}
          <SelectField name="method" label="Metodo" options={methodOptions} required />
          <TextField name="reference" label="Riferimento (CRO, n. assegno…)" />
          <TextField name="reason" label="Motivo" required={refund} />
          <DialogFormActions
            error={error}
            onCancel={onClose}
            busy={isPending}
            submitLabel="Registra"
            colorPalette="blue"
          />
        </Stack>
      </Form>
    </ModalDialog>
  );
}

function PlanDialog({ docNum, data, onClose }: { docNum: number; data: CasePayments; onClose(): void }) {
  const form = useZodForm(paymentPlanWrite, {
    defaultValues: {
      depositMode: data.plan.depositMode,
      depositPercent: data.plan.depositPercent,
      depositAmount: data.plan.depositAmount,
      depositDue: data.plan.depositDue,
      balanceDaysBefore: data.plan.balanceDaysBefore,
    },
  });
  const { save, error, isPending } = useSave<PaymentPlanUpdate>({
    send: (body, { api }) => callEndpoint(api, paymentApi.endpoints.savePlan, { params: { docNum }, body }),
    invalidates: [paymentApi.caseKey(docNum), paymentApi.keys.lists()],
    form: {
      setError: form.setError,
      formFields: ['depositMode', 'depositPercent', 'depositAmount', 'depositDue', 'balanceDaysBefore'],
    },
    onSaved: onClose,
  });
  return (
    <ModalDialog title="Piano dei pagamenti" open onClose={onClose} closeButton>
      <Form
        form={form}
        onSubmit={(v) => save({ ...v, version: data.plan.version })}
        aria-label="Piano dei pagamenti"
      >
        <Stack gap="3">
          <RadioGroupField
            name="depositMode"
            label="Acconto"
            options={[
              { value: 'percent', label: 'Percentuale del totale' },
              { value: 'amount', label: 'Importo' },
            ]}
          />
          <DepositField />
          <DateField name="depositDue" label="Scadenza acconto" required />
          <NumberField
            name="balanceDaysBefore"
            label="Saldo: giorni prima dell'arrivo"
            min={0}
            max={365}
            required
          />
          <DialogFormActions
            error={error}
            onCancel={onClose}
            busy={isPending}
            submitLabel="Salva"
            colorPalette="blue"
          />
        </Stack>
      </Form>
    </ModalDialog>
  );
}

/** The acconto as a percentage or an amount, as chosen. */
function DepositField() {
  const mode = useFieldValue<string>('depositMode');
  return mode === 'amount' ? (
    <CurrencyField name="depositAmount" label="Importo acconto" required />
  ) : (
    <NumberField name="depositPercent" label="Percentuale acconto" min={0} max={100} required />
  );
}
