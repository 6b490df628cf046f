import { Text } from '@chakra-ui/react';
import { callEndpoint, type Endpoint, usePlatform } from '@ham/platform';
import type { ReactNode, Ref } from 'react';
import { useBoundPicker } from './bound-controller';
import { Combobox } from './combobox';
import { LabeledField } from './labeled-field';

/** docs/product/screens.md#lists: searches wait 200 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;

type Params = Record<string, string | number | boolean | null | undefined>;

/** What every picker takes besides its value: label, error and the controller's input props. */
export type PickerBase = {
  label: string;
  error?: string;
  /** Keep the line of its message (a form's field, see LabeledField). */
  reserveMessage?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
};

type SearchOptions<T, TRaw> = {
  /** The search endpoint, GET `?q&...params` answering `{ items }` (e.g. `geoApi.countrySearch`). */
  search: Endpoint<{ items: TRaw[] }>;
  /** More query parameters (e.g. `{ gt: 's' }`); undefined/null ones are left out. */
  params?: Params;
  /** Maps a raw hit to the value kept (e.g. an agency to `{ id, name }`); identity by default. */
  toItem?(raw: TRaw): T;
  itemToString(item: T): string;
  /** Default: the item's `id`. */
  itemKey?(item: T): string;
  renderItem?(item: T): ReactNode;
  /** Why a hit cannot be chosen (listed greyed with the reason), e.g. a restaurant without a menu for the group. */
  itemDisabled?(item: T): string | undefined;
};

export type AsyncSearchPickerProps<T, TRaw = T> = SearchOptions<T, TRaw> &
  PickerBase & {
    value: T | null;
    onChange(item: T | null): void;
  };

const defaultKey = (item: unknown) => String((item as { id: string | number }).id);

/** An option as its name, then its context muted (e.g. 'Firenze · Toscana, Italia'). */
export function nameWithContext(name: string, context: string): ReactNode {
  return (
    <>
      <Text as="span">{name}</Text>
      <Text as="span" color="fg.muted" fontSize="sm">
        {' '}
        · {context}
      </Text>
    </>
  );
}

/**
 * A labelled search-as-you-type choice over any `{ items }` search endpoint of the API
 * (places, agencies, restaurants, buses, guides…), debounced 200 ms (docs/product/screens.md#lists).
 */
export function AsyncSearchPicker<T, TRaw = T>({
  label,
  error,
  reserveMessage,
  required,
  disabled,
  search,
  params,
  toItem,
  itemKey = defaultKey,
  ...rest
}: AsyncSearchPickerProps<T, TRaw>) {
  const { api } = usePlatform();
  const cleanParams = Object.fromEntries(
    Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null),
  ) as Record<string, string | number | boolean>;
  return (
    <LabeledField
      label={label}
      error={error}
      reserveMessage={reserveMessage}
      required={required}
      disabled={disabled}
    >
      <Combobox<T>
        {...rest}
        listLabel={label}
        disabled={disabled}
        itemKey={itemKey}
        // The search's cache key: its endpoint and parameters (then the text typed).
        queryKey={['search', search.path, cleanParams]}
        search={async (q, signal) => {
          const { items } = await callEndpoint(api, search, { query: { q, ...cleanParams }, signal });
          // Without toItem a hit is the item itself (TRaw defaults to T).
          return toItem ? items.map(toItem) : (items as unknown as T[]);
        }}
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
    </LabeledField>
  );
}

export type AsyncSearchPickerFieldProps<T, TRaw = T> = SearchOptions<T, TRaw> & {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Lets a form fill dependent fields (e.g. a default price) when an item is chosen. */
  onSelect?(item: T | null): void;
};

/** An `AsyncSearchPicker` bound to a field of the surrounding <Form>: its value is the item (or null). */
export function AsyncSearchPickerField<T, TRaw = T>({
  name,
  label,
  required,
  disabled,
  onSelect,
  ...rest
}: AsyncSearchPickerFieldProps<T, TRaw>) {
  const bound = useBoundPicker<T>({ name, label, required, disabled }, onSelect);
  return <AsyncSearchPicker<T, TRaw> {...rest} {...bound} />;
}
