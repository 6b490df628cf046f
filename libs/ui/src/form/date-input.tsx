import type { Ref } from 'react';
import { DatePicker } from '../lazy/lazy-chakra';

export type DateInputProps = {
  /** 'YYYY-MM-DD' or null (with `keepInvalidText`, the typed text that is not a date). */
  value: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  name?: string;
  disabled?: boolean;
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Hand a text that is not a date to onChange as it is (a form's schema then names the problem). */
  keepInvalidText?: boolean;
};

/**
 * The product's one date field: shown and typed as DD/MM/YYYY whatever the browser's language
 * ('150327' and '15/3/27' are completed to 15/03/2027), or picked from an Italian calendar
 * (week from Monday). Chakra's DatePicker (Ark UI), loaded on first use like the other
 * stateful parts (lazy/chakra-date-picker.tsx).
 */
export function DateInput(props: DateInputProps) {
  return <DatePicker.Input {...props} />;
}
