import { useFormContext, useWatch } from 'react-hook-form';

/**
 * The current value of a field of the surrounding <Form>, re-rendering when it changes:
 * for fields shown only when a toggle is on. Remotes use this rather than react-hook-form
 * (not a shared module, so its context would not reach them).
 */
export function useFieldValue<T = unknown>(name: string): T {
  const { control } = useFormContext();
  return useWatch({ control, name }) as T;
}
