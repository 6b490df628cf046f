import {
  caseMessages,
  type GuestTypeAccomodations,
  type MealCode,
  mealCodes,
  type PriceListEntry,
  type StayDay,
  type StayWriteInput,
  stayCostLines,
  stayGuestCount,
} from '@ham/contracts';
import { callEndpoint, useReference } from '@ham/platform';
import {
  Alert,
  CurrencyInput,
  chakra,
  FormActions,
  forceOnConflict,
  formatDate,
  Input,
  LabeledField,
  SectionCard,
  SelectInput,
  Stack,
  Table,
  Text,
  Textarea,
  useSave,
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
};

/** SPEC §8: a guest-count change of a held stay, or a shortage of places, is confirmed and resent with force. */
const forceQuestion = forceOnConflict(
  {
    ChangingOptionGuestCount: caseMessages.changingOptionGuestCount,
    ChangingReservationGuestCount: caseMessages.changingReservationGuestCount,
    NotEnoughPlaces: (err) => `${err.message} Procedere comunque?`,
  },
  { title: 'Conferma', confirmLabel: 'Procedi' },
);

const toCount = (raw: string) => {
  const n = Number(raw);
  return raw.trim() === '' || !Number.isFinite(n) ? 0 : Math.max(0, Math.trunc(n));
};

/**
 * Step two of the stay editor: guests and agreed prices per accommodation type, the day-by-day
 * grid (service class and b/l/d/n), freebies per service class and notes; the cost lines and
 * total are recomputed as the user types with `stayCostLines`, the API's own rule.
 */
export function StayDetails({ docNum, stay, initial, stayId, version }: StayDetailsProps) {
  const { hotel, begin, end, priceRows, guestType, freebie } = stay;
  const reference = useReference();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => {
    const { freebiesCount: _count, freebiesValue: _value, ...rest } = initial;
    return rest;
  });
  const stayInput = { begin, end, priceRows, guestType, ...values };
  const freebies = useStayFreebies(stayInput, freebie, initial);
  const { freebiesCount, freebiesValue } = freebies;
  const [noGuests, setNoGuests] = useState<string | null>(null);
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
    onSaved: () => navigate(caseRoutes.detail(docNum)),
  });
  const accomodations = [guestType.baseAccomodationId, ...guestType.extraAccomodationIds];
  const accName = (id: string) => reference.accomodationTypes.find((a) => a.id === id)?.name ?? id;
  const scName = (id: string) => reference.serviceClasses.find((s) => s.id === id)?.description ?? id;
  const usedClasses = [...new Set(values.conditions.slice(0, -1).map((d) => d.serviceClassId))];

  const money = useMemo(
    () =>
      stayCostLines(
        { begin, end, priceRows, guestType, ...values, freebiesCount, freebiesValue },
        {
          accomodations: Object.fromEntries(reference.accomodationTypes.map((a) => [a.id, a.name])),
          serviceClasses: Object.fromEntries(reference.serviceClasses.map((s) => [s.id, s.description])),
        },
      ),
    [begin, end, priceRows, guestType, values, freebiesCount, freebiesValue, reference],
  );

  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const setDay = (i: number, patch: Partial<StayDay>) =>
    set({ conditions: values.conditions.map((d, j) => (j === i ? { ...d, ...patch } : d)) });
  const toggleMeal = (i: number, code: MealCode) => {
    const items = values.conditions[i].items;
    setDay(i, {
      items: items.includes(code)
        ? items.filter((m) => m !== code)
        : mealCodes.filter((m) => m === code || items.includes(m)),
    });
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The API's rule too (fields.guests): no stay without guests.
    setNoGuests(stayGuestCount(values.guests) <= 0 ? caseMessages.noGuests : null);
    if (stayGuestCount(values.guests) <= 0) return;
    await save({
      hotelId: hotel.id,
      begin,
      end,
      ...values,
      freebiesCount,
      freebiesValue,
      notes: values.notes.trim() || null,
    });
  };

  return (
    <chakra.form noValidate onSubmit={(e) => void handleSubmit(e)} aria-label="Pernottamento">
      <Stack gap="6">
        <Text color="fg.muted">
          {hotel.name} · dal {formatDate(begin)} al {formatDate(end)}
        </Text>
        <SectionCard title="Ospiti e prezzi">
          <GridTable
            label="Ospiti e prezzi"
            columns={[
              'Sistemazione',
              'Ospiti',
              ...usedClasses.map((sc) => ({ key: sc, label: `Prezzo ${scName(sc)}` })),
            ]}
          >
            {accomodations.map((acc) => (
              <Table.Row key={acc}>
                <Table.Cell>{accName(acc)}</Table.Cell>
                <Table.Cell>
                  <Input
                    type="number"
                    min={0}
                    size="sm"
                    aria-label={`Ospiti ${accName(acc)}`}
                    value={values.guests[acc] ?? 0}
                    onChange={(e) => set({ guests: { ...values.guests, [acc]: toCount(e.target.value) } })}
                  />
                </Table.Cell>
                {usedClasses.map((sc) => (
                  <Table.Cell key={sc}>
                    <CurrencyInput
                      value={values.prices[acc]?.[sc] ?? null}
                      placeholder="da listino"
                      onChange={(cents) =>
                        set({
                          prices: {
                            ...values.prices,
                            [acc]: {
                              ...values.prices[acc],
                              [sc]: cents === null || Number.isNaN(cents) ? null : cents,
                            },
                          },
                        })
                      }
                      inputRef={(el) =>
                        el?.setAttribute('aria-label', `Prezzo ${scName(sc)} ${accName(acc)}`)
                      }
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </GridTable>
        </SectionCard>

        <SectionCard title="Trattamento giorno per giorno">
          <GridTable label="Trattamento giorno per giorno" columns={dayGridColumns}>
            {values.conditions.map((day, i) => (
              <Table.Row key={day.date}>
                <Table.Cell>{formatDate(day.date)}</Table.Cell>
                <Table.Cell>
                  <SelectInput
                    rootProps={{ size: 'sm' }}
                    aria-label={`Trattamento ${formatDate(day.date)}`}
                    value={day.serviceClassId}
                    onChange={(e) => setDay(i, { serviceClassId: e.target.value })}
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

        <PerNightPrices {...stayInput} accName={accName} scName={scName} />

        <StayFreebies freebies={freebies} classes={usedClasses} scName={scName}>
          <LabeledField label="Note">
            <Textarea value={values.notes} onChange={(e) => set({ notes: e.target.value })} />
          </LabeledField>
        </StayFreebies>

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
        <FormActions
          error={noGuests ?? error}
          busy={isPending}
          onCancel={() => navigate(caseRoutes.detail(docNum))}
          inStack
        />
      </Stack>
    </chakra.form>
  );
}
