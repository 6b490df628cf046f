import { type FieldValues, type UseControllerProps, useController, useFormContext } from 'react-hook-form';

/** The react-hook-form controller of a field of the surrounding <Form>, by name. */
export function useBoundController(name: string, disabled?: boolean) {
  const { control } = useFormContext();
  return useController({ name, control, disabled } as UseControllerProps<FieldValues>);
}

export type BoundController = ReturnType<typeof useBoundController>;

/** What every controlled input takes from its controller (the value is mapped by each field). */
export function boundInputProps({ field, fieldState }: BoundController) {
  return { name: field.name, onBlur: field.onBlur, inputRef: field.ref, error: fieldState.error?.message };
}
