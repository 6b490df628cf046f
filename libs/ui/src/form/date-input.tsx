import type { DatePickerInputProps } from '../lazy/chakra-date-picker';
import { DatePicker } from '../lazy/lazy-chakra';

/** The field's props are the calendar chunk's (a type-only import: no code of the chunk at start-up). */
export type DateInputProps = DatePickerInputProps;

/**
 * The product's one date field: shown and typed as DD/MM/YYYY whatever the browser's language
 * ('150327' and '15/3/27' are completed to 15/03/2027), or picked from an Italian calendar
 * (week from Monday). Chakra's DatePicker (Ark UI), loaded on first use like the other
 * stateful parts (lazy/chakra-date-picker.tsx).
 */
export function DateInput(props: DateInputProps) {
  return <DatePicker.Input {...props} />;
}
