import { caseMessages, type HotelRef, messages, type StayAuxData } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import {
  Alert,
  AsyncSearchPicker,
  Card,
  Center,
  chakra,
  DateInput,
  ErrorPanel,
  FormActions,
  Heading,
  LabeledField,
  NotFoundPage,
  routeId,
  SimpleGrid,
  Spinner,
  Stack,
  useSave,
  useUnsavedChangesGuard,
} from '@ham/ui';
import { useSessionDraft, useUrlStep } from '@ham/ui/form-steps';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { caseRoutes } from '../../shared/case-routes';
import { useCaseFile } from '../../shared/use-case-file';
import { stayApi } from './api';
import { StayDetails } from './stay-details';

type StepOneErrors = { hotel?: string; begin?: string; end?: string; form?: string };
type StepQuery = { hotel: HotelRef; begin: string; end: string };
type StepOne = { hotel: { id: number; name: string }; begin: string; end: string; aux: StayAuxData };
/** Step one as typed: the period is undefined until touched (the case's period is the default). */
type StepOneTyped = { hotel: HotelRef | null; begin?: string | null; end?: string | null };
/** A new stay's draft in the tab: step one as typed and, once confirmed, what it settled. */
type StayDraft = { typed: StepOneTyped; done: StepOne | null };

const spinner = (
  <Center py="16">
    <Spinner size="lg" color="colorPalette.solid" aria-label="Caricamento..." />
  </Center>
);

type StayStepOneProps = {
  docNum: number;
  typed: StepOneTyped;
  onTyped(patch: Partial<StepOneTyped>): void;
  onDone(step: StepOne): void;
};

/** Step one: hotel and period, confirmed → GET auxdata (docs/product/prices-and-freebies.md#default-stay-conditions, prices of the price list). */
function StayStepOne({ docNum, typed, onTyped, onDone }: StayStepOneProps) {
  const navigate = useNavigate();
  const caseFile = useCaseFile(docNum).data;
  const { hotel, begin, end } = typed;
  const [errors, setErrors] = useState<StepOneErrors>({});
  // Confirmed → GET auxdata; a refusal (e.g. no active offer for the case's guest type) under the hotel, once.
  const aux = useSave<StepQuery, StayAuxData>({
    send: ({ hotel, begin, end }, { api }) =>
      callEndpoint(api, stayApi.endpoints.auxdata, {
        params: { docNum },
        query: { hotel: hotel.id, begin, end },
      }),
    success: false,
    form: {
      setError: (name, { message }) => setErrors((e) => ({ ...e, [name]: message })),
      fieldNames: { hotelId: 'hotel' },
      formFields: ['hotel', 'begin', 'end'],
    },
    onSaved: (data, { hotel, begin, end }) =>
      onDone({ hotel: { id: hotel.id, name: hotel.name }, begin, end, aux: data }),
  });
  const from = begin === undefined ? (caseFile?.beginDate ?? null) : begin;
  const to = end === undefined ? (caseFile?.endDate ?? null) : end;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!hotel) next.hotel = messages.required;
    if (!from) next.begin = messages.required;
    if (!to) next.end = messages.required;
    else if (from && to <= from) next.end = messages.endAfterStart;
    // The API refuses a stay outside the case's period (arrival and departure included): say so here.
    if (caseFile && from && to && !next.end && (from < caseFile.beginDate || to > caseFile.endDate))
      next.form = caseMessages.stayOutsideCase(caseFile.beginDate, caseFile.endDate);
    setErrors(next);
    if (Object.keys(next).length || !hotel || !from || !to) return;
    await aux.save({ hotel, begin: from, end: to });
  };

  return (
    <chakra.form noValidate onSubmit={(e) => void handleSubmit(e)} aria-label="Hotel e periodo">
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <AsyncSearchPicker<HotelRef>
              label="Hotel"
              required
              error={errors.hotel}
              search={stayApi.endpoints.hotelSearch}
              value={hotel}
              onChange={(h) => onTyped({ hotel: h })}
              itemToString={(h) => h.name}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <LabeledField label="Dal" required error={errors.begin}>
                <DateInput value={from} onChange={(d) => onTyped({ begin: d })} />
              </LabeledField>
              <LabeledField label="Al" required error={errors.end}>
                <DateInput value={to} onChange={(d) => onTyped({ end: d })} min={from ?? undefined} />
              </LabeledField>
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>
      <FormActions
        error={errors.form ?? aux.error}
        busy={aux.isPending}
        onCancel={() => navigate(caseRoutes.detail(docNum))}
      />
    </chakra.form>
  );
}

/**
 * A new stay in two steps: the step is in the URL (?passo=2) and step one in the tab's draft, so
 * a reload or back then forward finds the stay where it was (docs/ARCHITECTURE.md, forms).
 */
function NewStay({ docNum }: { docNum: number }) {
  const draft = useSessionDraft<StayDraft>();
  const [urlStep, goToStep] = useUrlStep();
  const [typed, setTyped] = useState<StepOneTyped>(draft.initial?.typed ?? { hotel: null });
  const [step, setStep] = useState<StepOne | null>(draft.initial?.done ?? null);
  const touched = typed.hotel !== null || typed.begin !== undefined || typed.end !== undefined;
  const dropDraft = () => draft.keep(null);
  useEffect(() => {
    draft.keep(touched ? { typed, done: step } : null);
  }, [draft, touched, typed, step]);
  // Step two without step one settled (a URL typed or kept from another tab): step one.
  useEffect(() => {
    if (urlStep > 1 && !step) goToStep(1, { replace: true });
  }, [urlStep, step, goToStep]);
  useUnsavedChangesGuard(touched && (urlStep === 1 || !step), { onLeave: dropDraft });

  if (urlStep === 1 || !step) {
    return (
      <StayStepOne
        docNum={docNum}
        typed={typed}
        onTyped={(patch) => setTyped((t) => ({ ...t, ...patch }))}
        onDone={(done) => {
          setStep(done);
          goToStep(2);
        }}
      />
    );
  }
  const { aux } = step;
  return (
    <>
      {aux.hotel.hidden && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>L'hotel è nascosto: non compare nelle ricerche.</Alert.Title>
        </Alert.Root>
      )}
      <StayDetails
        docNum={docNum}
        stay={{
          ...step,
          priceRows: aux.priceRows,
          guestType: aux.guestType,
          freebie: aux.activeOffer.freebie,
        }}
        initial={{ ...aux.defaults, notes: '' }}
        dropDraft={dropDraft}
      />
    </>
  );
}

function EditStay({ docNum, stayId }: { docNum: number; stayId: number }) {
  const query = useQuery({ ...stayApi.edit(stayId), gcTime: 0 });
  if (query.isPending) return spinner;
  if (query.isError) {
    return <ErrorPanel title="Impossibile caricare il pernottamento" description={query.error.message} />;
  }
  const s = query.data;
  return (
    <StayDetails
      docNum={docNum}
      stay={s}
      stayId={s.id}
      version={s.version}
      initial={{
        conditions: s.conditions,
        guests: s.guests,
        prices: s.prices,
        freebiesCount: s.freebiesCount,
        freebiesValue: s.freebiesValue,
        notes: s.notes ?? '',
      }}
    />
  );
}

/** The stay editor (/pratiche/dettagli/:docNum/hotel/nuovo in two steps, /hotel/modifica/:stayId). */
export function StayEdit() {
  const params = useParams();
  const docNum = routeId(params.docNum);
  const stayId = params.stayId === undefined ? undefined : routeId(params.stayId);
  if (docNum === null || stayId === null) return <NotFoundPage />;
  return (
    <Stack gap="6" maxWidth="6xl">
      <Heading as="h1" size="2xl">
        {stayId ? 'Modifica pernottamento' : 'Aggiungi hotel'}
      </Heading>
      {stayId ? <EditStay docNum={docNum} stayId={stayId} /> : <NewStay docNum={docNum} />}
    </Stack>
  );
}
