import { nightServiceClasses, type StayMoneyInput, stayNightPrice } from '@ham/contracts';
import { Badge, formatDate, formatEuro, SectionCard, Stack, Table, Text } from '@ham/ui';
import { GridTable } from '../../shared/grid-table';

export type NightPriceRow = {
  /** The night (the day it starts). */
  date: string;
  serviceClassId: string;
  /** Price per person of each accommodation type (agreed, else the price list's); null: no price. */
  prices: Record<string, number | null>;
  /** Some accommodation type costs differently than on the night before. */
  changed: boolean;
};

type Input = Pick<StayMoneyInput, 'begin' | 'end' | 'conditions' | 'prices' | 'priceRows' | 'guestType'>;

const accomodationsOf = (input: Input) => [
  input.guestType.baseAccomodationId,
  ...input.guestType.extraAccomodationIds,
];

/** The price of every night of the stay, as `stayCostLines` charges it, and where it changes. */
export function nightPriceRows(input: Input): NightPriceRow[] {
  const accs = accomodationsOf(input);
  const rows: NightPriceRow[] = [];
  for (const { date, serviceClassId } of nightServiceClasses(input.begin, input.end, input.conditions)) {
    const prices = Object.fromEntries(
      accs.map((acc) => [acc, stayNightPrice(input, date, acc, serviceClassId)]),
    );
    const prev = rows.at(-1);
    rows.push({
      date,
      serviceClassId,
      prices,
      changed: !!prev && accs.some((a) => prev.prices[a] !== prices[a]),
    });
  }
  return rows;
}

export type PerNightPricesProps = Input & {
  accName(id: string): string;
  scName(id: string): string;
};

/**
 * 'Prezzi per notte': shown when the price of a night changes during the stay (a new price-list
 * period, another service class), so the staff see on which nights the cost lines split.
 */
export function PerNightPrices({ accName, scName, ...input }: PerNightPricesProps) {
  const rows = nightPriceRows(input);
  if (!rows.some((r) => r.changed)) return null;
  const accs = accomodationsOf(input);
  return (
    <SectionCard title="Prezzi per notte">
      <Stack gap="3">
        <Text color="fg.muted">
          Il prezzo cambia durante il soggiorno: prezzi a persona per notte, le notti con un prezzo diverso
          dalla precedente sono indicate.
        </Text>
        <GridTable
          label="Prezzi per notte"
          columns={[
            'Notte',
            'Trattamento',
            ...accs.map((acc) => ({ key: acc, label: accName(acc), textAlign: 'end' as const })),
            'Variazione',
          ]}
        >
          {rows.map((r) => (
            <Table.Row key={r.date} bg={r.changed ? 'bg.warning' : undefined}>
              <Table.Cell>{formatDate(r.date)}</Table.Cell>
              <Table.Cell>{scName(r.serviceClassId)}</Table.Cell>
              {accs.map((acc) => (
                <Table.Cell key={acc} textAlign="end">
                  {r.prices[acc] === null ? 'Non disponibile' : formatEuro(r.prices[acc])}
                </Table.Cell>
              ))}
              <Table.Cell>{r.changed && <Badge colorPalette="orange">Cambio prezzo</Badge>}</Table.Cell>
            </Table.Row>
          ))}
        </GridTable>
      </Stack>
    </SectionCard>
  );
}
