import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One line of a DetailList: its label and what it shows. */
export type DetailRow = readonly [label: string, value: ReactNode];

export type DetailListProps = Omit<DataList.RootProps, 'children'> & {
  rows: readonly DetailRow[];
  /** The labels' minimum width (a column of aligned values in a horizontal list). */
  labelMinWidth?: string;
  /** Keeps the values' line breaks (notes, addresses). */
  preLine?: boolean;
};

/** A record's data as 'label: value' lines; an empty value shows '—'. */
export function DetailList({ rows, labelMinWidth, preLine, ...root }: DetailListProps) {
  return (
    <DataList.Root {...root}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minWidth={labelMinWidth}>{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace={preLine ? 'pre-line' : undefined}>
            {value || '—'}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
