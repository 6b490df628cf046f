import { addDays, type Stay, stayOptionWrite, stayReservationWrite, todayInRome } from '@ham/contracts';
import { type ApiClient, callEndpoint, type Endpoint } from '@ham/platform';
import {
  Box,
  Button,
  DateField,
  ErrorAlert,
  Form,
  type FormDefaults,
  forceOnConflict,
  formatDate,
  HStack,
  Stack,
  TextField,
  useSave,
  useZodForm,
} from '@ham/ui';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { holdApi } from './api';

type ShortNight = { date: string; requested: number; available: number; missing: number };

/** The default expiry of a new option, today + 7 days (docs/product/allotment-and-holds.md#holds-options-and-reservations). */
export const defaultOptionExpiry = (today = todayInRome()) => addDays(today, 7);

/** docs/product/allotment-and-holds.md: a hold the places do not cover shows the short nights and may be forced. */
const shortageQuestion = forceOnConflict(
  {
    NotEnoughPlaces: (err) => {
      const nights = ((err.detail as { nights?: ShortNight[] } | undefined)?.nights ?? [])
        .map((n) => `${formatDate(n.date)} (richiesti ${n.requested}, disponibili ${n.available})`)
        .join(', ');
      return `${err.message} Notti scoperte: ${nights}. Procedere comunque?`;
    },
  },
  { title: 'Posti non sufficienti', confirmLabel: 'Procedi' },
);

type Mode = 'option' | 'reservation';
type Removal = { endpoint: Endpoint<unknown>; message: string; confirmLabel: string };

/** The option's form: the contract's body, with an expiry that is not in the past (the API says the same). */
const optionForm = stayOptionWrite.extend({
  expires: stayOptionWrite.shape.expires.refine((d) => d >= todayInRome(), 'Data nel passato non valida'),
});

export type StayHoldActionsProps = { stay: Stay; docNum: number };

/**
 * The hold of a stay (docs/product/allotment-and-holds.md#holds-options-and-reservations): 'Opziona' / 'Modifica opzione' / 'Nuova opzione',
 * 'Annulla opzione' (active option only), 'Conferma prenotazione' and 'Rilascia'; a hold the
 * places do not cover asks to force (docs/product/allotment-and-holds.md). Deleting the stay releases its hold.
 */
export function StayHoldActions({ stay, docNum }: StayHoldActionsProps) {
  const [mode, setMode] = useState<Mode | null>(null);
  const option = stay.option;
  const activeOption = option !== null && !option.expired;
  const params = { id: stay.id };
  const contact = option?.contact ?? stay.reservation?.contact ?? '';
  const close = () => setMode(null);

  return (
    <Stack gap="3">
      <StayHoldButtons stay={stay} docNum={docNum} onOpen={setMode} />
      {mode === 'option' && (
        <HoldForm
          key="option"
          label="Opzione"
          schema={optionForm}
          defaultValues={{ expires: activeOption ? option.expires : defaultOptionExpiry(), contact }}
          send={(api, body, query) => callEndpoint(api, holdApi.option, { params, body, query })}
          docNum={docNum}
          onDone={close}
        >
          <Box flex="1" minWidth="48">
            <DateField name="expires" label="Scadenza" required min={todayInRome()} />
          </Box>
        </HoldForm>
      )}
      {mode === 'reservation' && (
        <HoldForm
          key="reservation"
          label="Prenotazione"
          schema={stayReservationWrite}
          defaultValues={{ contact }}
          send={(api, body, query) => callEndpoint(api, holdApi.reservation, { params, body, query })}
          docNum={docNum}
          onDone={close}
        />
      )}
    </Stack>
  );
}

/**
 * The stay's buttons: the hold's (opening its form with `onOpen`, or asking before cancelling or
 * releasing), the links to its editor and voucher, and deleting it.
 */
function StayHoldButtons({ stay, docNum, onOpen }: StayHoldActionsProps & { onOpen(mode: Mode): void }) {
  const option = stay.option;
  const remove = useSave<Removal>({
    confirmFirst: ({ message, confirmLabel }) => ({
      title: 'Conferma',
      message,
      confirmLabel,
      destructive: true,
    }),
    send: ({ endpoint }, { api }) => callEndpoint(api, endpoint, { params: { id: stay.id } }),
    invalidates: [caseApi.keys.detail(docNum)],
    success: 'Operazione completata',
    failure: 'Operazione non riuscita',
  });
  /** A button that asks, then releases or deletes (`removal`). */
  const removeButton = (label: string, removal: Removal, colorPalette?: 'red') => (
    <Button size="sm" variant="outline" colorPalette={colorPalette} onClick={() => void remove.save(removal)}>
      {label}
    </Button>
  );
  const links: [string, string][] = [
    ['Modifica pernottamento', caseRoutes.stayEdit(docNum, stay.id)],
    ['Voucher', caseRoutes.voucher(docNum, stay.id)],
  ];

  return (
    <HStack gap="2" wrap="wrap">
      {!stay.reservation && (
        <>
          <Button size="sm" variant="outline" onClick={() => onOpen('option')}>
            {option === null ? 'Opziona' : option.expired ? 'Nuova opzione' : 'Modifica opzione'}
          </Button>
          {option !== null &&
            !option.expired &&
            removeButton('Annulla opzione', {
              endpoint: holdApi.cancelOption,
              message: "Annullare l'opzione sul pernottamento?",
              confirmLabel: 'Annulla opzione',
            })}
          <Button size="sm" variant="outline" onClick={() => onOpen('reservation')}>
            Conferma prenotazione
          </Button>
        </>
      )}
      {stay.reservation &&
        removeButton('Rilascia', {
          endpoint: holdApi.release,
          message: 'Rilasciare la prenotazione confermata del pernottamento?',
          confirmLabel: 'Rilascia',
        })}
      {links.map(([label, to]) => (
        <Button key={label} asChild size="sm" variant="outline">
          <RouterLink to={to}>{label}</RouterLink>
        </Button>
      ))}
      {removeButton(
        'Elimina pernottamento',
        {
          endpoint: holdApi.removeStay,
          message: `Sicuro di eliminare il pernottamento presso "${stay.hotel.name}"? L'eventuale opzione o prenotazione verrà rilasciata.`,
          confirmLabel: 'Elimina',
        },
        'red',
      )}
    </HStack>
  );
}

type HoldSchema = typeof optionForm | typeof stayReservationWrite;

type HoldFormProps<S extends HoldSchema> = {
  label: 'Opzione' | 'Prenotazione';
  schema: S;
  defaultValues: FormDefaults<z.input<S>>;
  /** PUTs the hold; `query` is `{ force: true }` when the user accepted to force it. */
  send(api: ApiClient, body: z.output<S>, query: { force: true } | undefined): Promise<unknown>;
  docNum: number;
  onDone(): void;
  /** The fields before 'Riferimento' (the option's expiry). */
  children?: ReactNode;
};

/** The option's or the reservation's form; on NotEnoughPlaces it shows the short nights and may force. */
function HoldForm<S extends HoldSchema>({
  label,
  schema,
  defaultValues,
  send,
  docNum,
  onDone,
  children,
}: HoldFormProps<S>) {
  const form = useZodForm(schema, { defaultValues });
  const hold = useSave<z.output<S>>({
    send: (body, { api, force }) => send(api, body, force ? { force: true } : undefined),
    force: shortageQuestion,
    invalidates: [caseApi.keys.detail(docNum)],
    form: { setError: form.setError, formFields: ['expires', 'contact'] },
    onSaved: onDone,
  });
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Form form={form} onSubmit={(body) => void hold.save(body as z.output<S>)} aria-label={label}>
        <Stack gap="3">
          <HStack gap="3" align="flex-start" wrap="wrap">
            {children}
            <Box flex="2" minWidth="64">
              <TextField name="contact" label="Riferimento" required />
            </Box>
          </HStack>
          {hold.error && <ErrorAlert>{hold.error}</ErrorAlert>}
          <HStack gap="2">
            <Button type="submit" size="sm" loading={hold.isPending}>
              Conferma
            </Button>
            <Button size="sm" variant="outline" onClick={onDone}>
              Annulla
            </Button>
          </HStack>
        </Stack>
      </Form>
    </Box>
  );
}
