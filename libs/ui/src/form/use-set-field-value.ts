import { useFormContext } from 'react-hook-form';

/**
 * A setter of the fields of the surrounding <Form>, for a field that fills another (e.g. the
 * area fills the country, 'Copia indirizzo contatto'). The field is marked as changed and,
 * once the form was submitted, re-validated. Remotes use this rather than react-hook-form
 * (not a shared module, so its context would not reach them).
 */
export function useSetFieldValue(): (name: string, value: unknown) => void {
  const { setValue, formState } = useFormContext();
  return (name, value) => setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
}
