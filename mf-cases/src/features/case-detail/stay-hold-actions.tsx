import { addDays, messages, type Stay } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import {
  Alert,
  applySaveError,
  Box,
  Button,
  chakra,
  DateInput,
  forceOnConflict,
  formatDate,
  HStack,
  Input,
  LabeledField,
  Stack,
  todayIso,
  useConfirm,
  useSaveWithForce,
} from '@ham/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { caseKeys, caseRoutes, casesPath } from '../../shared/case-routes';

type ShortNight = { date: string; requested: number; available: number; missing: number };
type Mode = 'option' | 'reservation' | null;

/** SPEC §4: default expiry of a new option, today + 7 days. */
export const defaultOptionExpiry = (today = todayIso()) => addDays(today, 7);

/** DECISIONS §5: a hold the places do not cover shows the short nights and may be forced. */
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

type HoldErrors = { expires?: string; contact?: string; form?: string };

export type StayHoldActionsProps = { stay: Stay; docNum: number };

/**
 * The hold of a stay (SPEC §4 'Stay hold'): 'Opziona' / 'Modifica opzione' / 'Nuova opzione',
 * 'Annulla opzione' (active option only), 'Conferma prenotazione' and 'Rilascia'; a hold the
 * places do not cover asks to force (DECISIONS §5). Deleting the stay releases its hold.
 */
export function StayHoldActions({ stay, docNum }: StayHoldActionsProps) {
  const { api, notify } = usePlatform();
  const confirm = useConfirm();
  const saveWithForce = useSaveWithForce();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(null);
  const [expires, setExpires] = useState<string | null>(null);
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<HoldErrors>({});
  const [busy, setBusy] = useState(false);
  const base = `${casesPath}/stays/${stay.id}`;
  const option = stay.option;
  const activeOption = option !== null && !option.expired;

  const refresh = () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(docNum) });

  const open = (next: Mode) => {
    setMode(next);
    setErrors({});
    setExpires(activeOption ? option.expires : defaultOptionExpiry());
    setContact(option?.contact ?? stay.reservation?.contact ?? '');
  };

  /** PUT the hold; on NotEnoughPlaces shows the short nights and resends with force=true if accepted. */
  const save = (path: string, body: object) =>
    saveWithForce((force) => api.put(path, body, force ? { force: true } : undefined), shortageQuestion);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!contact.trim()) next.contact = messages.required;
    if (mode === 'option') {
      if (!expires) next.expires = messages.required;
      else if (expires < todayIso()) next.expires = 'Data nel passato non valida';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const done =
        mode === 'option'
          ? await save(`${base}/option`, { expires, contact: contact.trim() })
          : await save(`${base}/reservation`, { contact: contact.trim() });
      if (!done) return;
      notify({ status: 'success', title: 'Salvataggio completato' });
      setMode(null);
      await refresh();
    } catch (err) {
      const fieldErrors: HoldErrors = {};
      const form = applySaveError<HoldErrors>(
        err,
        (name, { message }) => {
          fieldErrors[name as 'expires' | 'contact'] = message;
        },
        { formFields: ['expires', 'contact'] },
      );
      setErrors({ ...fieldErrors, ...(form ? { form } : {}) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (path: string, message: string, confirmLabel: string) => {
    const ok = await confirm({ title: 'Conferma', message, confirmLabel, destructive: true });
    if (!ok) return;
    try {
      await api.delete(path);
    } catch (err) {
      notify({
        status: 'error',
        title: 'Operazione non riuscita',
        description: err instanceof ApiError ? err.message : 'Errore di comunicazione con il server',
      });
      return;
    }
    notify({ status: 'success', title: 'Operazione completata' });
    await refresh();
  };

  const optionLabel = option === null ? 'Opziona' : option.expired ? 'Nuova opzione' : 'Modifica opzione';

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {!stay.reservation && (
          <>
            <Button size="sm" variant="outline" onClick={() => open('option')}>
              {optionLabel}
            </Button>
            {activeOption && (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void remove(`${base}/option`, "Annullare l'opzione sul pernottamento?", 'Annulla opzione')
                }
              >
                Annulla opzione
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => open('reservation')}>
              Conferma prenotazione
            </Button>
          </>
        )}
        {stay.reservation && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void remove(
                `${base}/reservation`,
                'Rilasciare la prenotazione confermata del pernottamento?',
                'Rilascia',
              )
            }
          >
            Rilascia
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={caseRoutes.stayEdit(docNum, stay.id)}>Modifica pernottamento</RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={caseRoutes.voucher(docNum, stay.id)}>Voucher</RouterLink>
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() =>
            void remove(
              base,
              `Sicuro di eliminare il pernottamento presso "${stay.hotel.name}"? L'eventuale opzione o prenotazione verrà rilasciata.`,
              'Elimina',
            )
          }
        >
          Elimina pernottamento
        </Button>
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
                      <DateInput value={expires} onChange={setExpires} min={todayIso()} />
                    </LabeledField>
                  </Box>
                )}
                <Box flex="2" minWidth="64">
                  <LabeledField label="Riferimento" required error={errors.contact}>
                    <Input value={contact} onChange={(e) => setContact(e.target.value)} />
                  </LabeledField>
                </Box>
              </HStack>
              {errors.form && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{errors.form}</Alert.Title>
                </Alert.Root>
              )}
              <HStack gap="2">
                <Button type="submit" size="sm" loading={busy}>
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
