import type { CaseCostLine } from '@ham/contracts';
import { formatDate, formatEuro, Table } from '@ham/ui';
import { type GridColumn, GridTable } from './grid-table';

const endAligned = (label: string) => ({ key: label, label, textAlign: 'end' as const });
const columns: GridColumn[] = [
  'Descrizione',
  'Dal',
  'Al',
  endAligned('Quantità'),
  endAligned('Notti'),
  endAligned('Prezzo unitario'),
  endAligned('Importo'),
];

/**
 * A stay's cost lines and total (docs/product/prices-and-freebies.md#stay-totals): the case detail shows the saved
 * lines, the stay editor the lines recomputed as the user types; both from the same rules module.
 */
export function CostLinesTable({
  lines,
  total,
  label,
  totalLabel,
}: {
  lines: readonly CaseCostLine[];
  total: number;
  /** The table's accessible name. */
  label: string;
  /** The accessible name of the total's cell, when a screen needs to point at it. */
  totalLabel?: string;
}) {
  return (
    <GridTable label={label} columns={columns}>
      {lines.map((l) => (
        <Table.Row key={l.key}>
          <Table.Cell>{l.description}</Table.Cell>
          <Table.Cell>{formatDate(l.begin)}</Table.Cell>
          <Table.Cell>{formatDate(l.end)}</Table.Cell>
          <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
          <Table.Cell textAlign="end">{l.nights}</Table.Cell>
          <Table.Cell textAlign="end">{formatEuro(l.unitValue)}</Table.Cell>
          <Table.Cell textAlign="end">{formatEuro(l.total)}</Table.Cell>
        </Table.Row>
      ))}
      <Table.Row fontWeight="semibold">
        <Table.Cell colSpan={6}>Totale</Table.Cell>
        <Table.Cell textAlign="end" aria-label={totalLabel}>
          {formatEuro(total)}
        </Table.Cell>
      </Table.Row>
    </GridTable>
  );
}
