import { usePlatform } from '@ham/platform';
import type { ReactNode, Ref } from 'react';
import { type FieldValues, type UseControllerProps, useController, useFormContext } from 'react-hook-form';
import { Combobox } from './combobox';
import { SEARCH_DEBOUNCE_MS } from './geo-pickers';
import { LabeledField } from './labeled-field';

type Params = Record<string, string | number | boolean | null | undefined>;

type SearchOptions<T> = {
  /** GET `{path}?q&...params` answering `{ items }`, e.g. '/agencies/search'. */
  path: string;
  /** More query parameters (e.g. `{ gt: 's' }`); undefined/null ones are left out. */
  params?: Params;
  /** Maps a raw hit to the value kept (e.g. an agency to `{ id, name }`); identity by default. */
  toItem?(raw: never): T;
  itemToString(item: T): string;
  /** Default: the item's `id`. */
  itemKey?(item: T): string;
  renderItem?(item: T): ReactNode;
};

export type AsyncSearchPickerProps<T> = SearchOptions<T> & {
  label: string;
  value: T | null;
  onChange(item: T | null): void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
};

const defaultKey = (item: unknown) => String((item as { id: string | number }).id);

/**
 * A labelled search-as-you-type choice over any `{ items }` search endpoint of the API
 * (agencies, restaurants, buses, guides…), debounced 200 ms (SPEC §9).
 */
export function AsyncSearchPicker<T>({
  label,
  error,
  required,
  disabled,
  path,
  params,
  toItem,
  itemKey = defaultKey,
  ...rest
}: AsyncSearchPickerProps<T>) {
  const { api } = usePlatform();
  const cleanParams = Object.fromEntries(
    Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null),
  ) as Record<string, string | number | boolean>;
  return (
    <LabeledField label={label} error={error} required={required} disabled={disabled}>
      <Combobox<T>
        {...rest}
        listLabel={label}
        disabled={disabled}
        itemKey={itemKey}
        queryKey={['search', path, cleanParams]}
        search={(q, signal) =>
          api
            .get<{ items: unknown[] }>(path, { q, ...cleanParams }, { signal })
            .then((r) => (toItem ? r.items.map((raw) => toItem(raw as never)) : (r.items as T[])))
        }
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
    </LabeledField>
  );
}

export type AsyncSearchPickerFieldProps<T> = SearchOptions<T> & {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Lets a form fill dependent fields (e.g. a default price) when an item is chosen. */
  onSelect?(item: T | null): void;
};

/** An `AsyncSearchPicker` bound to a field of the surrounding <Form>: its value is the item (or null). */
export function AsyncSearchPickerField<T>({
  name,
  disabled,
  onSelect,
  ...rest
}: AsyncSearchPickerFieldProps<T>) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control, disabled } as UseControllerProps<FieldValues>);
  return (
    <AsyncSearchPicker<T>
      {...rest}
      disabled={disabled}
      error={fieldState.error?.message}
      name={field.name}
      value={(field.value as T | null) ?? null}
      onChange={(item) => {
        field.onChange(item);
        onSelect?.(item);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
