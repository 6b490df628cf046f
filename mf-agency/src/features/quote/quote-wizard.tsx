import {
  configureZodLocale,
  type MyQuoteRequest,
  type QuoteCriteria,
  type QuoteOption,
  type QuoteRequestWrite,
  quoteMessages,
} from '@ham/contracts';
import { ApiError, callEndpoint, usePlatform } from '@ham/platform';
import {
  Alert,
  applySaveError,
  Button,
  Card,
  COMMUNICATION_ERROR,
  HStack,
  Link,
  Stack,
  Text,
  useSave,
  useUnsavedChangesGuard,
  useZodForm,
} from '@ham/ui';
import { useSessionDraft, useUrlStep } from '@ham/ui/form-steps';
import { useEffect, useMemo, useState } from 'react';
import { type DeepPartialSkipArrayKey, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AgencyPage } from '../../shared/agency-page';
import { HotelDialog } from '../../shared/hotel-dialog';
import { agencyRoutes } from '../../shared/routes';
import { myRequestApi } from '../my-requests/api';
import { quoteApi, useQuoteOptions } from './api';
import { CriteriaStep } from './criteria-step';
import { OptionsStep } from './options-step';
import { QuoteSummary } from './quote-summary';
import { SendStep } from './send-step';
import {
  emptyCriteria,
  type WizardValues,
  wizardFieldNames,
  wizardFields,
  wizardSchema,
} from './wizard-form';
import { type WizardStep, WizardSteps } from './wizard-steps';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

const sameCriteria = (a: QuoteCriteria | null, b: QuoteCriteria) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

/** What the wizard keeps in the tab while it is filled: the criteria typed and searched, the hotel, the notes. */
type WizardDraft = {
  values: DeepPartialSkipArrayKey<WizardValues>;
  criteria: QuoteCriteria | null;
  hotelId: number | null;
  notes: string;
};

/**
 * 'Richiedi preventivo' (/preventivo, docs/product/agency-portal.md#quote-wizard):
 * 0 'Dati preventivo' → the options → 1 'Selezione hotel' → 2 'Invio richiesta' → sent (-1),
 * 'Nuova richiesta' back to 0. The server recomputes the estimate: a changed price or a
 * hotel no longer available brings the user back to the options with the server's message.
 */
export function QuoteWizard() {
  const { reference } = usePlatform();
  // The step is in the URL (?passo=2) and what was typed in the tab's draft: a reload, or back
  // then forward, finds the wizard where it was (docs/ARCHITECTURE.md, forms).
  const draft = useSessionDraft<WizardDraft>();
  const saved = draft.initial;
  const empty = useMemo(() => emptyCriteria(reference), [reference]);
  const form = useZodForm(wizardSchema, { defaultValues: { ...empty, ...saved?.values } });
  const values = useWatch({ control: form.control });
  const [urlStep, goToStep] = useUrlStep();
  const sentShown = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const [criteria, setCriteria] = useState<QuoteCriteria | null>(saved?.criteria ?? null);
  const [hotelId, setHotelId] = useState<number | null>(saved?.hotelId ?? null);
  const [dialogHotel, setDialogHotel] = useState<number | null>(null);
  const [notes, setNotes] = useState(saved?.notes ?? '');
  const [searching, setSearching] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  // What was sent, for the summary beside the message: the wizard itself starts again.
  const [sentSummary, setSentSummary] = useState<{ values: typeof values; option: QuoteOption | null }>();
  // The hotel and the sending need the criteria searched: without them, the first step.
  const reachable = criteria ? 3 : 1;
  const step: WizardStep = sentShown ? -1 : ((Math.min(urlStep, reachable) - 1) as 0 | 1 | 2);
  useEffect(() => {
    if (!sentShown && urlStep > reachable) goToStep(reachable, { replace: true });
  }, [sentShown, urlStep, reachable, goToStep]);
  // Once the message is on screen (the router's update is a transition: not before), the wizard
  // starts again behind it.
  useEffect(() => {
    if (!sentShown) return;
    form.reset(empty);
    setCriteria(null);
    setHotelId(null);
    setNotes('');
  }, [sentShown, form, empty]);

  const current: WizardDraft = { values, criteria, hotelId, notes };
  const dirty =
    !sentShown && (criteria !== null || notes !== '' || JSON.stringify(values) !== JSON.stringify(empty));
  const currentText = dirty ? JSON.stringify(current) : null;
  useEffect(() => {
    draft.keep(currentText === null ? null : JSON.parse(currentText));
  }, [draft, currentText]);
  const allowLeave = useUnsavedChangesGuard(dirty, { onLeave: () => draft.keep(null) });
  const options = useQuoteOptions(criteria);
  /** POST /quotereq; 'Le mie richieste' reloads; a changed quote or hotel goes back to the options. */
  const send = useSave<QuoteRequestWrite, MyQuoteRequest>({
    send: (body, { api }) => callEndpoint(api, quoteApi.endpoints.send, { body }),
    invalidates: [myRequestApi.keys.all],
    // The last step says it was sent (docs/product/agency-portal.md#quote-wizard), no notice.
    success: false,
    refused: (err) => {
      const stale = err instanceof ApiError && (err.code === 'QuoteChanged' || 'hotelId' in err.fields);
      if (!stale || !criteria) {
        setStepError(err instanceof ApiError ? err.message : COMMUNICATION_ERROR);
        return true;
      }
      if (err.code !== 'QuoteChanged') setHotelId(null);
      void options.refresh(criteria);
      go(1);
      setStepError(err.code === 'QuoteChanged' ? err.message : err.fields.hotelId);
      return true;
    },
    onSaved: () => {
      // Sent: the draft goes, the wizard starts again behind the message.
      allowLeave();
      setSentSummary({ values, option });
      draft.keep(null);
      goToStep(1, { replace: true, state: { sent: true } });
    },
  });
  const option = options.query.data?.items.find((o) => o.hotel.id === hotelId) ?? null;

  const go = (next: 0 | 1 | 2) => {
    setStepError(null);
    goToStep(next + 1);
  };

  const handleCriteria = async (next: QuoteCriteria) => {
    setStepError(null);
    setSearching(true);
    try {
      await options.fetch(next);
      if (!sameCriteria(criteria, next)) setHotelId(null);
      setCriteria(next);
      go(1);
    } catch (err) {
      setStepError(
        applySaveError(err, form.setError, { fieldNames: wizardFieldNames, formFields: wizardFields }),
      );
    } finally {
      setSearching(false);
    }
  };

  const handleSend = () => {
    if (!criteria) return;
    setStepError(null);
    const body = {
      ...criteria,
      hotelId: option?.hotel.id ?? null,
      quotedCost: option?.totalCost ?? null,
      notes: notes.trim() || null,
    };
    void send.save(body);
  };

  const handleNew = () => {
    setSentSummary(undefined);
    send.clearError();
    setStepError(null);
    goToStep(1, { replace: true });
  };

  return (
    <AgencyPage
      title="Richiedi preventivo"
      side={
        step === -1 ? (
          <QuoteSummary values={sentSummary?.values ?? values} option={sentSummary?.option ?? null} chosen />
        ) : (
          <QuoteSummary values={values} option={option} chosen={step === 2} />
        )
      }
    >
      <WizardSteps current={step} onSelect={go} />
      <Card.Root>
        <Card.Body>
          {step === 0 && (
            <CriteriaStep form={form} onContinue={handleCriteria} searching={searching} error={stepError} />
          )}
          {step === 1 && (
            <OptionsStep
              options={options.query.data?.items}
              loading={options.query.isFetching}
              error={stepError ?? (options.query.isError ? options.query.error.message : null)}
              selected={hotelId}
              onSelect={setHotelId}
              onOpenHotel={setDialogHotel}
              onBack={() => go(0)}
              onContinue={() => go(2)}
            />
          )}
          {step === 2 && (
            <SendStep
              notes={notes}
              onNotes={setNotes}
              error={stepError}
              sending={send.isPending}
              onBack={() => go(1)}
              onSend={handleSend}
            />
          )}
          {step === -1 && (
            <Stack gap="5" align="flex-start">
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{quoteMessages.sent}</Alert.Title>
              </Alert.Root>
              <Text>
                La richiesta è tra{' '}
                <Link asChild>
                  <RouterLink to={agencyRoutes.myRequests}>Le mie richieste</RouterLink>
                </Link>
                .
              </Text>
              <HStack>
                <Button onClick={handleNew}>Nuova richiesta</Button>
              </HStack>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <HotelDialog hotelId={dialogHotel} onClose={() => setDialogHotel(null)} />
    </AgencyPage>
  );
}
