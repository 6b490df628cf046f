import { addDays, messages, type Stay, todayInRome } from '@ham/contracts';
import { callEndpoint, type Endpoint } from '@ham/platform';
import {
  Box,
  Button,
  chakra,
  DateInput,
  ErrorAlert,
  forceOnConflict,
  formatDate,
  HStack,
  Input,
  LabeledField,
  Stack,
  useSave,
} from '@ham/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { holdApi } from './api';

type ShortNight = { date: string; requested: number; available: number; missing: number };
type Mode = 'option' | 'reservation' | null;

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

type HoldErrors = { expires?: string; contact?: string };
type Hold = { mode: 'option'; expires: string; contact: string } | { mode: 'reservation'; contact: string };
type Removal = { endpoint: Endpoint<unknown>; message: string; confirmLabel: string };

export type StayHoldActionsProps = { stay: Stay; docNum: number };

/**
 * The hold of a stay (docs/product/allotment-and-holds.md#holds-options-and-reservations): 'Opziona' / 'Modifica opzione' / 'Nuova opzione',
 * 'Annulla opzione' (active option only), 'Conferma prenotazione' and 'Rilascia'; a hold the
 * places do not cover asks to force (docs/product/allotment-and-holds.md). Deleting the stay releases its hold.
 */
export function StayHoldActions({ stay, docNum }: StayHoldActionsProps) {
  const [mode, setMode] = useState<Mode>(null);
  const [expires, setExpires] = useState<string | null>(null);
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<HoldErrors>({});
  const option = stay.option;
  const activeOption = option !== null && !option.expired;
  const params = { id: stay.id };
  const changed = [caseApi.keys.detail(docNum)];

  /** PUT the hold; on NotEnoughPlaces shows the short nights and resends with force=true if accepted. */
  const hold = useSave<Hold>({
    send: (h, { api, force }) => {
      const query = force ? { force: true } : undefined;
      return h.mode === 'option'
        ? callEndpoint(api, holdApi.option, {
            params,
            body: { expires: h.expires, contact: h.contact },
            query,
          })
        : callEndpoint(api, holdApi.reservation, { params, body: { contact: h.contact }, query });
    },
    force: shortageQuestion,
    invalidates: changed,
    form: {
      setError: (name, { message }) => setErrors((e) => ({ ...e, [name]: message })),
      formFields: ['expires', 'contact'],
    },
    onSaved: () => setMode(null),
  });
  const remove = useSave<Removal>({
    confirmFirst: ({ message, confirmLabel }) => ({
      title: 'Conferma',
      message,
      confirmLabel,
      destructive: true,
    }),
    send: ({ endpoint }, { api }) => callEndpoint(api, endpoint, { params }),
    invalidates: changed,
    success: 'Operazione completata',
    failure: 'Operazione non riuscita',
  });

  const open = (next: Mode) => {
    setMode(next);
    setErrors({});
    hold.clearError();
    setExpires(activeOption ? option.expires : defaultOptionExpiry());
    setContact(option?.contact ?? stay.reservation?.contact ?? '');
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!contact.trim()) next.contact = messages.required;
    if (mode === 'option') {
      if (!expires) next.expires = messages.required;
      else if (expires < todayInRome()) next.expires = 'Data nel passato non valida';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    await hold.save(
      mode === 'option'
        ? { mode, expires: expires ?? '', contact: contact.trim() }
        : { mode: 'reservation', contact: contact.trim() },
    );
  };

  const optionLabel = option === null ? 'Opziona' : option.expired ? 'Nuova opzione' : 'Modifica opzione';
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
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {!stay.reservation && (
          <>
            <Button size="sm" variant="outline" onClick={() => open('option')}>
              {optionLabel}
            </Button>
            {activeOption &&
              removeButton('Annulla opzione', {
                endpoint: holdApi.cancelOption,
                message: "Annullare l'opzione sul pernottamento?",
                confirmLabel: 'Annulla opzione',
              })}
            <Button size="sm" variant="outline" onClick={() => open('reservation')}>
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
      {mode && (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <chakra.form
            noValidate
            onSubmit={(e) => void handleSubmit(e)}
            aria-label={mode === 'option' ? 'Opzione' : 'Prenotazione'}
          >
            <Stack gap="3">
              <HStack gap="3" align="flex-start" wrap="wrap">
                {mode === 'option' && (
                  <Box flex="1" minWidth="48">
                    <LabeledField label="Scadenza" required error={errors.expires}>
                      <DateInput value={expires} onChange={setExpires} min={todayInRome()} />
                    </LabeledField>
                  </Box>
                )}
                <Box flex="2" minWidth="64">
                  <LabeledField label="Riferimento" required error={errors.contact}>
                    <Input value={contact} onChange={(e) => setContact(e.target.value)} />
                  </LabeledField>
                </Box>
              </HStack>
              {hold.error && <ErrorAlert>{hold.error}</ErrorAlert>}
              <HStack gap="2">
                <Button type="submit" size="sm" loading={hold.isPending}>
                  Conferma
                </Button>
                <Button size="sm" variant="outline" onClick={() => setMode(null)}>
                  Annulla
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        </Box>
      )}
    </Stack>
  );
}
