import {
  caseMessages,
  type GuestTypeAccomodations,
  type MealCode,
  mealCodes,
  messages,
  type PriceListEntry,
  type StayCellsInput,
  type StayDay,
  type StayWriteInput,
  stayCells,
  stayCostLines,
  stayGuestCount,
  stayWrite,
} from '@ham/contracts';
import { callEndpoint, useReference } from '@ham/platform';
import {
  Alert,
  CurrencyField,
  chakra,
  Form,
  FormActions,
  forceOnConflict,
  formatDate,
  NumberField,
  SectionCard,
  SelectInput,
  Stack,
  Table,
  Text,
  TextareaField,
  useSave,
  useUnsavedChangesGuard,
  useZodForm,
} from '@ham/ui';
import { useMemo, useState } from 'react';
import { type UseFormSetError, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { CostLinesTable } from '../../shared/cost-lines-table';
import { dayGridColumns, GridTable, mealLabels } from '../../shared/grid-table';
import { stayApi } from './api';
import { PerNightPrices } from './per-night-prices';
import { StayFreebies } from './stay-freebies';
import { type FreebieRule, useStayFreebies } from './use-stay-freebies';

export type StayValues = {
  conditions: StayDay[];
  guests: Record<string, number>;
  prices: Record<string, Record<string, number | null>>;
  freebiesCount: Record<string, number>;
  freebiesValue: Record<string, number>;
  notes: string;
};

/** What step one settled (or the stay read back): hotel, period, its prices and the offer's rules. */
export type StaySetting = {
  hotel: { id: number; name: string };
  begin: string;
  end: string;
  priceRows: PriceListEntry[];
  guestType: GuestTypeAccomodations;
  /** The offer's freebie rule: the freebies the user has not typed follow it. */
  freebie: FreebieRule;
};

export type StayDetailsProps = {
  docNum: number;
  stay: StaySetting;
  initial: StayValues;
  /** Editing: the stay's id and version (PUT); none: POST a new stay. */
  stayId?: number;
  version?: number;
  /** A new stay's draft of step one, dropped once saved or left without saving. */
  dropDraft?(): void;
};

/** docs/product/formats-and-errors.md#confirms-the-user-answers: a guest-count change of a held stay, or a shortage of places, is confirmed and resent with force. */
const forceQuestion = forceOnConflict(
  {
    ChangingOptionGuestCount: caseMessages.changingOptionGuestCount,
    ChangingReservationGuestCount: caseMessages.changingReservationGuestCount,
    NotEnoughPlaces: (err) => `${err.message} Procedere comunque?`,
  },
  { title: 'Conferma', confirmLabel: 'Procedi' },
);

/** Messages of the freebie fields, keyed as the API's field paths: 'freebiesCount.hb', 'freebiesValue.hb'. */
export type CellErrors = Record<string, string>;

const isNumber = (n: unknown): n is number => typeof n === 'number' && !Number.isNaN(n);

/**
 * What the cost lines are computed from while the user types: a guests cell that is empty or
 * not yet a number counts 0 guests, such a price cell the price list's price.
 */
export function cellsForMoney({
  guests = {},
  prices = {},
}: Partial<Pick<StayCellsInput, 'guests' | 'prices'>>) {
  return {
    guests: Object.fromEntries(Object.entries(guests).map(([acc, n]) => [acc, isNumber(n) ? n : 0])),
    prices: Object.fromEntries(
      Object.entries(prices).map(([acc, byClass]) => [
        acc,
        Object.fromEntries(Object.entries(byClass ?? {}).map(([sc, c]) => [sc, isNumber(c) ? c : null])),
      ]),
    ),
  };
}

/**
 * The freebie fields' messages before a save: a text a field cannot hold (its own message), then
 * the stay's schema, the API's own, on the freebies that would be sent ('Valore massimo 100.000').
 * The other cells are the form's: its schema (`stayCells`) has the same bounds.
 */
export function freebieErrors(typed: CellErrors, body: StayWriteInput): CellErrors {
  const errors: CellErrors = {};
  for (const issue of stayWrite.safeParse(body).error?.issues ?? []) {
    const key = issue.path.join('.');
    if (key.startsWith('freebies') && issue.path.length > 1 && !(key in errors)) errors[key] = issue.message;
  }
  return { ...errors, ...typed };
}

/**
 * Step two of the stay editor: guests and agreed prices per accommodation type, the day-by-day
 * grid (service class and b/l/d/n), freebies per service class and notes; the cost lines and
 * total are recomputed as the user types with `stayCostLines`, the API's own rule. The cells are
 * a form of the form hook on the contract's `stayCells`; the freebies follow the cells until the
 * user sets them (use-stay-freebies.ts).
 */
export function StayDetails(props: StayDetailsProps) {
  const { hotel, begin, end, guestType } = props.stay;
  const reference = useReference();
  const editor = useStayEditor(props);
  const accName = (id: string) => reference.accomodationTypes.find((a) => a.id === id)?.name ?? id;
  const scName = (id: string) => reference.serviceClasses.find((s) => s.id === id)?.description ?? id;
  const usedClasses = [...new Set(editor.stayInput.conditions.slice(0, -1).map((d) => d.serviceClassId))];

  return (
    <Form form={editor.form} onSubmit={editor.submit} onInvalid={editor.refused} aria-label="Pernottamento">
      <Stack gap="6">
        <Text color="fg.muted">
          {hotel.name} · dal {formatDate(begin)} al {formatDate(end)}
        </Text>
        <GuestsAndPrices
          accomodations={[guestType.baseAccomodationId, ...guestType.extraAccomodationIds]}
          classes={usedClasses}
          accName={accName}
          scName={scName}
        />
        <DayByDay form={editor.form} conditions={editor.stayInput.conditions} />
        <PerNightPrices {...editor.stayInput} accName={accName} scName={scName} />
        <StayFreebies
          freebies={editor.freebies}
          classes={usedClasses}
          scName={scName}
          errors={editor.freebieErrors}
          onTyped={editor.clearFreebieError}
        >
          <TextareaField name="notes" label="Note" reserveMessage={false} />
        </StayFreebies>
        <StayCosts money={editor.money} />
        <FormActions error={editor.error} busy={editor.isPending} onCancel={editor.cancel} inStack />
      </Stack>
    </Form>
  );
}

/**
 * What a stay would save, as a string to compare: a cell registered empty is no change (no
 * guests, the price list's price), nor are blanks around the notes.
 */
function stayChangesSnapshot(cells: {
  conditions: unknown;
  guests: Record<string, number>;
  prices: Record<string, Record<string, number | null>>;
  notes: string | null | undefined;
  freebiesCount: unknown;
  freebiesValue: unknown;
}): string {
  return JSON.stringify({
    conditions: cells.conditions,
    guests: Object.entries(cells.guests).filter(([, n]) => n !== 0),
    prices: Object.entries(cells.prices).flatMap(([acc, byClass]) => {
      const agreed = Object.entries(byClass).filter(([, c]) => c !== null);
      return agreed.length > 0 ? [[acc, agreed]] : [];
    }),
    notes: cells.notes?.trim() || null,
    freebiesCount: cells.freebiesCount,
    freebiesValue: cells.freebiesValue,
  });
}

/** The names the cost lines print: accommodation types and service classes by code. */
const referenceNames = (reference: ReturnType<typeof useReference>) => ({
  accomodations: Object.fromEntries(reference.accomodationTypes.map((a) => [a.id, a.name])),
  serviceClasses: Object.fromEntries(reference.serviceClasses.map((s) => [s.id, s.description])),
});

/**
 * 'Conferma': a new stay is created on the case, one read back is updated at its `version`; a
 * shortage asks to force. The API's field errors go to the cells that have them ('guests.dbl'),
 * the others above the buttons.
 */
function useStaySave({
  docNum,
  stayId,
  version,
  setError,
  onSaved,
}: {
  docNum: number;
  stayId: number | undefined;
  version: number | undefined;
  setError: UseFormSetError<StayCellsInput>;
  onSaved(): void;
}) {
  return useSave<StayWriteInput>({
    send: (body, { api, force }) => {
      const query = force ? { force: true } : undefined;
      return stayId === undefined
        ? callEndpoint(api, stayApi.endpoints.create, { params: { docNum }, body, query })
        : callEndpoint(api, stayApi.endpoints.update, {
            params: { id: stayId },
            body: { ...body, version },
            query,
          });
    },
    force: forceQuestion,
    invalidates: [caseApi.keys.detail(docNum)],
    form: { setError, formFields: ['guests', 'prices', 'conditions', 'notes'] },
    onSaved,
  });
}

/**
 * The editor's state and rules: the form of the cells, the freebies, the cost lines as the API
 * computes them, and the save (with the questions that may force it).
 */
function useStayEditor({ docNum, stay, initial, stayId, version, dropDraft }: StayDetailsProps) {
  const { hotel, begin, end, priceRows, guestType, freebie } = stay;
  const reference = useReference();
  const navigate = useNavigate();
  const form = useZodForm(stayCells, {
    defaultValues: {
      conditions: initial.conditions,
      guests: initial.guests,
      prices: initial.prices,
      notes: initial.notes,
    },
  });
  const watched = useWatch({ control: form.control }) as StayCellsInput;
  const conditions = watched.conditions ?? initial.conditions;
  const { guests, prices } = useMemo(() => cellsForMoney(watched), [watched]);
  const stayInput = { begin, end, priceRows, guestType, conditions, guests, prices };
  const freebies = useStayFreebies(stayInput, freebie, initial);
  const { freebiesCount, freebiesValue } = freebies;
  // The freebies' messages of the last 'Conferma' (the cells' are the form's), and 'no guests'.
  const [shownFreebieErrors, setFreebieErrors] = useState<CellErrors>({});
  const [noGuests, setNoGuests] = useState<string | null>(null);
  // A new stay has changes from step one on; a stay read back, once what it would save differs
  // (a cell registered empty is no change: no guests, the price list's price).
  const snapshot = stayChangesSnapshot({
    conditions,
    guests,
    prices,
    notes: watched.notes,
    freebiesCount,
    freebiesValue,
  });
  const [pristine] = useState(snapshot);
  const allowLeave = useUnsavedChangesGuard(stayId === undefined || snapshot !== pristine, {
    onLeave: dropDraft,
  });
  const { save, error, isPending } = useStaySave({
    docNum,
    stayId,
    version,
    setError: form.setError,
    onSaved: () => {
      allowLeave();
      dropDraft?.();
      navigate(caseRoutes.detail(docNum));
    },
  });
  const money = useMemo(
    () =>
      stayCostLines(
        { begin, end, priceRows, guestType, conditions, guests, prices, freebiesCount, freebiesValue },
        referenceNames(reference),
      ),
    [begin, end, priceRows, guestType, conditions, guests, prices, freebiesCount, freebiesValue, reference],
  );

  const checkFreebies = (body: StayWriteInput) => {
    const errors = freebieErrors(freebies.problems, body);
    setFreebieErrors(errors);
    return Object.keys(errors).length === 0;
  };
  /** 'Conferma' with cells the schema takes: the freebies checked too, then a stay with guests, then the save. */
  const submit = async (cells: z.output<typeof stayCells>) => {
    const body: StayWriteInput = { hotelId: hotel.id, begin, end, ...cells, freebiesCount, freebiesValue };
    if (!checkFreebies(body)) {
      setNoGuests(messages.validation);
      return;
    }
    // The API's rule too (fields.guests): no stay without guests.
    const none = stayGuestCount(cells.guests) <= 0;
    setNoGuests(none ? caseMessages.noGuests : null);
    if (!none) await save(body);
  };

  return {
    form,
    stayInput,
    freebies,
    freebieErrors: shownFreebieErrors,
    money,
    error: noGuests ?? error,
    isPending,
    submit,
    /** 'Conferma' with cells the schema refused: the freebies' messages too, and one line above the buttons. */
    refused: () => {
      checkFreebies({
        hotelId: hotel.id,
        begin,
        end,
        conditions,
        guests,
        prices,
        freebiesCount,
        freebiesValue,
      });
      setNoGuests(messages.validation);
    },
    cancel: () => navigate(caseRoutes.detail(docNum)),
    clearFreebieError: (key: string) => setFreebieErrors(({ [key]: _, ...rest }) => rest),
  };
}

type StayEditor = ReturnType<typeof useStayEditor>;

/** 'Ospiti e prezzi': guests per accommodation type, and the agreed price per service class in use. */
function GuestsAndPrices({
  accomodations,
  classes,
  accName,
  scName,
}: {
  accomodations: string[];
  classes: string[];
  accName(id: string): string;
  scName(id: string): string;
}) {
  return (
    <SectionCard title="Ospiti e prezzi">
      <GridTable
        label="Ospiti e prezzi"
        columns={[
          'Sistemazione',
          'Ospiti',
          ...classes.map((sc) => ({ key: sc, label: `Prezzo ${scName(sc)}` })),
        ]}
      >
        {accomodations.map((acc) => (
          <Table.Row key={acc}>
            <Table.Cell>{accName(acc)}</Table.Cell>
            <Table.Cell>
              <NumberField
                name={`guests.${acc}`}
                label={`Ospiti ${accName(acc)}`}
                labelSrOnly
                reserveMessage={false}
                min={0}
              />
            </Table.Cell>
            {classes.map((sc) => (
              <Table.Cell key={sc}>
                <CurrencyField
                  name={`prices.${acc}.${sc}`}
                  label={`Prezzo ${scName(sc)} ${accName(acc)}`}
                  labelSrOnly
                  reserveMessage={false}
                  placeholder="da listino"
                />
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </GridTable>
    </SectionCard>
  );
}

/**
 * 'Trattamento giorno per giorno': each night's service class and its meals, fields of the form.
 * The form is passed, not read from the form context: react-hook-form is bundled per remote, so
 * the context of the shared <Form> is not this remote's (docs/ARCHITECTURE.md, the parts).
 */
function DayByDay({ form, conditions }: { form: StayEditor['form']; conditions: StayDay[] }) {
  const reference = useReference();
  const { register, setValue } = form;
  const toggleMeal = (i: number, code: MealCode) => {
    const items = conditions[i].items;
    setValue(
      `conditions.${i}.items`,
      items.includes(code)
        ? items.filter((m) => m !== code)
        : mealCodes.filter((m) => m === code || items.includes(m)),
      { shouldDirty: true },
    );
  };
  return (
    <SectionCard title="Trattamento giorno per giorno">
      <GridTable label="Trattamento giorno per giorno" columns={dayGridColumns}>
        {conditions.map((day, i) => (
          <Table.Row key={day.date}>
            <Table.Cell>{formatDate(day.date)}</Table.Cell>
            <Table.Cell>
              <SelectInput
                rootProps={{ size: 'sm' }}
                aria-label={`Trattamento ${formatDate(day.date)}`}
                {...register(`conditions.${i}.serviceClassId`)}
                options={reference.serviceClasses.map((s) => ({ value: s.id, label: s.description }))}
              />
            </Table.Cell>
            {mealCodes.map((m) => (
              <Table.Cell key={m} textAlign="center">
                <chakra.input
                  type="checkbox"
                  aria-label={`${mealLabels[m]} ${formatDate(day.date)}`}
                  checked={day.items.includes(m)}
                  onChange={() => toggleMeal(i, m)}
                />
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </GridTable>
    </SectionCard>
  );
}

/** 'Costi': the cost lines and the stay's total, with a warning for nights without a price. */
function StayCosts({ money }: { money: StayEditor['money'] }) {
  return (
    <SectionCard title="Costi">
      <Stack gap="3">
        <CostLinesTable
          lines={money.lines}
          total={money.total}
          label="Costi"
          totalLabel="Totale pernottamento"
        />
        {money.unpriced.length > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>Prezzi non disponibili per il periodo selezionato</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </SectionCard>
  );
}
