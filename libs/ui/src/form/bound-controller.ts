import { type FieldValues, type UseControllerProps, useController, useFormContext } from 'react-hook-form';

/** The react-hook-form controller of a field of the surrounding <Form>, by name. */
export function useBoundController(name: string, disabled?: boolean) {
  const { control } = useFormContext();
  return useController({ name, control, disabled } as UseControllerProps<FieldValues>);
}

export type BoundController = ReturnType<typeof useBoundController>;

/** What every controlled input takes from its controller (the value is mapped by each field). */
export function boundInputProps({ field, fieldState }: BoundController) {
  return {
    name: field.name,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
    // A form's field keeps the line of its message (LabeledField `reserveMessage`).
    reserveMessage: true,
  };
}

export type BoundPickerOptions = { name: string; label: string; required?: boolean; disabled?: boolean };

/**
 * The props of a picker bound to a field of the surrounding <Form>: its value is the field's
 * (null when none) and a choice sets the field, then tells `onSelect` (e.g. to fill dependent fields).
 */
export function useBoundPicker<T>(
  { name, label, required, disabled }: BoundPickerOptions,
  onSelect?: (item: T | null) => void,
) {
  const bound = useBoundController(name, disabled);
  return {
    ...boundInputProps(bound),
    label,
    required,
    disabled,
    value: (bound.field.value as T | null | undefined) ?? null,
    onChange(item: T | null) {
      bound.field.onChange(item);
      onSelect?.(item);
    },
  };
}
