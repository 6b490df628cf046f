import { Table } from '@chakra-ui/react';
import type { ServiceClass } from '@ham/contracts';
import type { Key, ReactNode } from 'react';
import { formatDate } from '../format/format';

/** A price-list period: its first and last night (ISO dates). */
export type PriceListPeriod = { begin: string; end: string };

export type PriceListTableProps<Row extends PriceListPeriod> = {
  /** The table's accessible name. */
  label: string;
  /** One row a period. */
  rows: readonly Row[];
  getRowId(row: Row): Key;
  /** The board columns, under the base accommodation's name. */
  serviceClasses: readonly ServiceClass[];
  /** The base accommodation's name (heading of the board columns). */
  baseName: string;
  /** The supplement columns ('Supplementi'): accommodation id and name. */
  extras: readonly { id: string; name: string }[];
  /** What a board cell shows (e.g. only the sale price: whoever must not see costs never gets them). */
  classCell(row: Row, serviceClassId: string): ReactNode;
  /** What a supplement cell shows. */
  extraCell(row: Row, accomodationId: string): ReactNode;
  /** A row's actions; without it, no 'Azioni' column. */
  actions?(row: Row): ReactNode;
};

/**
 * A guest type's price list: one row a period ('Dal', 'Al'), the board prices of the base
 * accommodation, then the supplements. The caller decides what each price cell shows.
 */
export function PriceListTable<Row extends PriceListPeriod>({
  label,
  rows,
  getRowId,
  serviceClasses,
  baseName,
  extras,
  classCell,
  extraCell,
  actions,
}: PriceListTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader rowSpan={2}>Dal</Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2}>Al</Table.ColumnHeader>
            <Table.ColumnHeader colSpan={serviceClasses.length} textAlign="center">
              {baseName}
            </Table.ColumnHeader>
            {extras.length > 0 && (
              <Table.ColumnHeader colSpan={extras.length} textAlign="center">
                Supplementi
              </Table.ColumnHeader>
            )}
            {actions && (
              <Table.ColumnHeader rowSpan={2} textAlign="end" width="1%">
                Azioni
              </Table.ColumnHeader>
            )}
          </Table.Row>
          <Table.Row>
            {serviceClasses.map((sc) => (
              <Table.ColumnHeader key={sc.id} textAlign="end" title={sc.description}>
                {sc.abbr}
              </Table.ColumnHeader>
            ))}
            {extras.map((a) => (
              <Table.ColumnHeader key={a.id} textAlign="end">
                {a.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={getRowId(row)}>
              <Table.Cell>{formatDate(row.begin)}</Table.Cell>
              <Table.Cell>{formatDate(row.end)}</Table.Cell>
              {serviceClasses.map((sc) => (
                <Table.Cell key={sc.id} textAlign="end">
                  {classCell(row, sc.id)}
                </Table.Cell>
              ))}
              {extras.map((a) => (
                <Table.Cell key={a.id} textAlign="end">
                  {extraCell(row, a.id)}
                </Table.Cell>
              ))}
              {actions && <Table.Cell textAlign="end">{actions(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
