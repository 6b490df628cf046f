import {
  caseMessages,
  type GuestTypeAccomodations,
  type MealCode,
  mealCodes,
  messages,
  numberTextMessage,
  type PriceListEntry,
  type StayDay,
  type StayWriteInput,
  stayCostLines,
  stayGuestCount,
  stayWrite,
} from '@ham/contracts';
import { callEndpoint, useReference } from '@ham/platform';
import {
  Alert,
  CurrencyInput,
  chakra,
  FormActions,
  forceOnConflict,
  formatDate,
  LabeledField,
  NumberInput,
  SectionCard,
  SelectInput,
  Stack,
  Table,
  Text,
  Textarea,
  useSave,
  useUnsavedChangesGuard,
} from '@ham/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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

/** A cell's typed value: a number, null when emptied, NaN while its text is refused. */
type Typed = number | null;
/** The editor's cells as typed: guests per accommodation type, agreed prices per type and class. */
type TypedCells = { guests: Record<string, Typed>; prices: Record<string, Record<string, Typed>> };
/** Messages by cell, keyed as the API's field paths: 'guests.dbl', 'prices.dbl.hb', 'freebiesCount.hb'. */
export type CellErrors = Record<string, string>;

const isNumber = (n: Typed): n is number => n !== null && !Number.isNaN(n);
const countMessage = numberTextMessage({ min: 0 });

/** What the cost lines are computed from while some cells are empty or refused: 0 guests, the price list's price. */
function cellsForMoney({ guests, prices }: TypedCells) {
  return {
    guests: Object.fromEntries(Object.entries(guests).map(([acc, n]) => [acc, isNumber(n) ? n : 0])),
    prices: Object.fromEntries(
      Object.entries(prices).map(([acc, byClass]) => [
        acc,
        Object.fromEntries(Object.entries(byClass).map(([sc, c]) => [sc, isNumber(c) ? c : null])),
      ]),
    ),
  };
}

/**
 * The cells' messages before a save: a text a cell cannot hold (its own message), then the
 * stay's schema, the API's own, on what would be sent ('Valore massimo 100.000', 'Importo
 * massimo …'). Nothing is sent while one is left.
 */
export function stayCellErrors(typed: CellErrors, body: StayWriteInput): CellErrors {
  const errors: CellErrors = {};
  const parsed = stayWrite.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.join('.');
    if (issue.path.length > 1 && !(key in errors)) errors[key] = issue.message;
  }
  return { ...errors, ...typed };
}

/**
 * Step two of the stay editor: guests and agreed prices per accommodation type, the day-by-day
 * grid (service class and b/l/d/n), freebies per service class and notes; the cost lines and
 * total are recomputed as the user types with `stayCostLines`, the API's own rule.
 */
export function StayDetails(props: StayDetailsProps) {
  const { hotel, begin, end, guestType } = props.stay;
  const reference = useReference();
  const editor = useStayEditor(props);
  const accName = (id: string) => reference.accomodationTypes.find((a) => a.id === id)?.name ?? id;
  const scName = (id: string) => reference.serviceClasses.find((s) => s.id === id)?.description ?? id;
  const usedClasses = [...new Set(editor.values.conditions.slice(0, -1).map((d) => d.serviceClassId))];

  return (
    <chakra.form noValidate onSubmit={(e) => void editor.submit(e)} aria-label="Pernottamento">
      <Stack gap="6">
        <Text color="fg.muted">
          {hotel.name} · dal {formatDate(begin)} al {formatDate(end)}
        </Text>
        <GuestsAndPrices
          accomodations={[guestType.baseAccomodationId, ...guestType.extraAccomodationIds]}
          classes={usedClasses}
          accName={accName}
          scName={scName}
          editor={editor}
        />
        <DayByDay editor={editor} />
        <PerNightPrices {...editor.stayInput} accName={accName} scName={scName} />
        <StayFreebies
          freebies={editor.freebies}
          classes={usedClasses}
          scName={scName}
          errors={editor.cellErrors}
          onTyped={editor.clearCellError}
        >
          <LabeledField label="Note">
            <Textarea value={editor.values.notes} onChange={(e) => editor.setNotes(e.target.value)} />
          </LabeledField>
        </StayFreebies>
        <StayCosts money={editor.money} />
        <FormActions error={editor.error} busy={editor.isPending} onCancel={editor.cancel} inStack />
      </Stack>
    </chakra.form>
  );
}

/**
 * The editor's state and rules: the values as typed, the cells' messages, the freebies, the cost
 * lines as the API computes them, and the save (with the questions that may force it).
 */
function useStayEditor({ docNum, stay, initial, stayId, version, dropDraft }: StayDetailsProps) {
  const { hotel, begin, end, priceRows, guestType, freebie } = stay;
  const reference = useReference();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => {
    const {
      freebiesCount: _count,
      freebiesValue: _value,
      guests: _guests,
      prices: _prices,
      ...rest
    } = initial;
    return rest;
  });
  const [cells, setCells] = useState<TypedCells>(() => ({ guests: initial.guests, prices: initial.prices }));
  // Texts the cells refuse as typed ('-3', '6O,5a'), and the messages shown since the last 'Conferma'.
  const [typedProblems, setTypedProblems] = useState<CellErrors>({});
  const [cellErrors, setCellErrors] = useState<CellErrors>({});
  const { guests, prices } = useMemo(() => cellsForMoney(cells), [cells]);
  const stayInput = { begin, end, priceRows, guestType, ...values, guests, prices };
  const freebies = useStayFreebies(stayInput, freebie, initial);
  const { freebiesCount, freebiesValue } = freebies;
  const [noGuests, setNoGuests] = useState<string | null>(null);
  // A new stay has changes from step one on; a stay read back, once something differs from it.
  const snapshot = JSON.stringify({ values, cells, freebiesCount, freebiesValue });
  const [pristine] = useState(snapshot);
  const allowLeave = useUnsavedChangesGuard(stayId === undefined || snapshot !== pristine, {
    onLeave: dropDraft,
  });
  const { save, error, isPending } = useSave<StayWriteInput>({
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
    // The editor has no field of its own for the API's field errors: every message above the buttons.
    form: {},
    onSaved: () => {
      allowLeave();
      dropDraft?.();
      navigate(caseRoutes.detail(docNum));
    },
  });

  const money = useMemo(
    () =>
      stayCostLines(
        { begin, end, priceRows, guestType, ...values, guests, prices, freebiesCount, freebiesValue },
        {
          accomodations: Object.fromEntries(reference.accomodationTypes.map((a) => [a.id, a.name])),
          serviceClasses: Object.fromEntries(reference.serviceClasses.map((s) => [s.id, s.description])),
        },
      ),
    [begin, end, priceRows, guestType, values, guests, prices, freebiesCount, freebiesValue, reference],
  );

  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const clearCellError = (key: string) => setCellErrors(({ [key]: _, ...rest }) => rest);
  /** A cell changed: its refusal as typed (or none), and its message of the last 'Conferma' goes. */
  const cellTyped = (key: string, problem: string | undefined) => {
    setTypedProblems(({ [key]: _, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));
    clearCellError(key);
  };
  const setDay = (i: number, patch: Partial<StayDay>) =>
    set({ conditions: values.conditions.map((d, j) => (j === i ? { ...d, ...patch } : d)) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: StayWriteInput = {
      hotelId: hotel.id,
      begin,
      end,
      ...values,
      // An emptied cell: no guests, the price list's price.
      guests: Object.fromEntries(Object.entries(cells.guests).map(([acc, n]) => [acc, n ?? 0])),
      prices: cells.prices,
      freebiesCount,
      freebiesValue,
      notes: values.notes.trim() || null,
    };
    const errors = stayCellErrors({ ...typedProblems, ...freebies.problems }, body);
    setCellErrors(errors);
    if (Object.keys(errors).length > 0) {
      setNoGuests(messages.validation);
      return;
    }
    // The API's rule too (fields.guests): no stay without guests.
    setNoGuests(stayGuestCount(guests) <= 0 ? caseMessages.noGuests : null);
    if (stayGuestCount(guests) <= 0) return;
    await save(body);
  };

  return {
    values,
    cells,
    cellErrors,
    stayInput,
    freebies,
    money,
    error: noGuests ?? error,
    isPending,
    submit,
    cancel: () => navigate(caseRoutes.detail(docNum)),
    clearCellError,
    cellTyped,
    setNotes: (notes: string) => set({ notes }),
    setGuests: (acc: string, n: Typed) => {
      setCells((c) => ({ ...c, guests: { ...c.guests, [acc]: n } }));
      cellTyped(`guests.${acc}`, n !== null && Number.isNaN(n) ? countMessage : undefined);
    },
    setPrice: (acc: string, sc: string, cents: Typed) =>
      setCells((c) => ({ ...c, prices: { ...c.prices, [acc]: { ...c.prices[acc], [sc]: cents } } })),
    setDay,
    toggleMeal: (i: number, code: MealCode) => {
      const items = values.conditions[i].items;
      setDay(i, {
        items: items.includes(code)
          ? items.filter((m) => m !== code)
          : mealCodes.filter((m) => m === code || items.includes(m)),
      });
    },
  };
}

type StayEditor = ReturnType<typeof useStayEditor>;

/** 'Ospiti e prezzi': guests per accommodation type, and the agreed price per service class in use. */
function GuestsAndPrices({
  accomodations,
  classes,
  accName,
  scName,
  editor,
}: {
  accomodations: string[];
  classes: string[];
  accName(id: string): string;
  scName(id: string): string;
  editor: StayEditor;
}) {
  const { cells, cellErrors } = editor;
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
              <LabeledField label={`Ospiti ${accName(acc)}`} labelSrOnly error={cellErrors[`guests.${acc}`]}>
                <NumberInput
                  min={0}
                  size="sm"
                  value={cells.guests[acc] ?? null}
                  onChange={(n) => editor.setGuests(acc, n)}
                />
              </LabeledField>
            </Table.Cell>
            {classes.map((sc) => (
              <Table.Cell key={sc}>
                <LabeledField
                  label={`Prezzo ${scName(sc)} ${accName(acc)}`}
                  labelSrOnly
                  error={cellErrors[`prices.${acc}.${sc}`]}
                >
                  <CurrencyInput
                    value={cells.prices[acc]?.[sc] ?? null}
                    placeholder="da listino"
                    onChange={(cents) => editor.setPrice(acc, sc, cents)}
                    onProblem={(problem) => editor.cellTyped(`prices.${acc}.${sc}`, problem)}
                  />
                </LabeledField>
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </GridTable>
    </SectionCard>
  );
}

/** 'Trattamento giorno per giorno': each night's service class and its meals. */
function DayByDay({ editor }: { editor: StayEditor }) {
  const reference = useReference();
  return (
    <SectionCard title="Trattamento giorno per giorno">
      <GridTable label="Trattamento giorno per giorno" columns={dayGridColumns}>
        {editor.values.conditions.map((day, i) => (
          <Table.Row key={day.date}>
            <Table.Cell>{formatDate(day.date)}</Table.Cell>
            <Table.Cell>
              <SelectInput
                rootProps={{ size: 'sm' }}
                aria-label={`Trattamento ${formatDate(day.date)}`}
                value={day.serviceClassId}
                onChange={(e) => editor.setDay(i, { serviceClassId: e.target.value })}
                options={reference.serviceClasses.map((s) => ({ value: s.id, label: s.description }))}
              />
            </Table.Cell>
            {mealCodes.map((m) => (
              <Table.Cell key={m} textAlign="center">
                <chakra.input
                  type="checkbox"
                  aria-label={`${mealLabels[m]} ${formatDate(day.date)}`}
                  checked={day.items.includes(m)}
                  onChange={() => editor.toggleMeal(i, m)}
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
