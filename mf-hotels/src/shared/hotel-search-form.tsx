import { allotmentMessages } from '@ham/contracts';
import { Alert, FilterFormCard, type FormProps, PlacePickerField, SimpleGrid, TextField } from '@ham/ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

export type HotelSearchFormProps<TIn extends FieldValues, TOut extends FieldValues> = FormProps<TIn, TOut> & {
  'aria-label': string;
  /** 'Cerca' is busy (the search runs). */
  searching: boolean;
};

/**
 * The filters of an allotment search, in a card: place ('Località / Area / Nazione') and hotel
 * name, then the search's own fields (`children`), then 'Cerca'.
 */
export function HotelSearchForm<TIn extends FieldValues, TOut extends FieldValues>({
  children,
  searching,
  ...form
}: HotelSearchFormProps<TIn, TOut>) {
  return (
    <FilterFormCard {...form} submitLabel="Cerca" busy={searching}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PlacePickerField name="place" label="Località / Area / Nazione" />
        <TextField name="q" label="Nome hotel" />
      </SimpleGrid>
      {children}
    </FilterFormCard>
  );
}

/** The search stopped at its limit of hotels: only the first `count` are shown. */
export function PartialResultsAlert({ count }: { count: number }): ReactNode {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title>{allotmentMessages.partial(count)}</Alert.Title>
    </Alert.Root>
  );
}
