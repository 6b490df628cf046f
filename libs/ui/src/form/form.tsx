import { chakra } from '@chakra-ui/react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * What a form starts from: the schema's input, where any field may still be empty (null) or
 * missing until the user fills it (the schema says 'Campo obbligatorio' on submit).
 */
export type FormDefaults<T> = {
  [K in keyof T]?: FormDefault<T[K]>;
};
type FormDefault<V> = V extends readonly (infer U)[]
  ? FormDefault<U>[]
  : V extends Date
    ? V | null
    : V extends object
      ? FormDefaults<V> | null
      : V | null;

export type ZodFormOptions<TSchema extends FormSchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver' | 'defaultValues'
> & { defaultValues?: FormDefaults<z.input<TSchema>> };

/**
 * react-hook-form with the schema from libs/contracts (docs/ARCHITECTURE.md#how-to-write-a-screen): validates on submit, then
 * re-validates a field as it changes; one error per field.
 *
 * The schema validates itself through the Standard Schema interface (`schema['~standard']`,
 * which zod 4 implements), so this shared library holds no zod code: zod arrives with the
 * remote's schema, in the remote's lazy edit chunk. zod's Italian messages are configured by
 * the remote (`configureZodLocale()` from @ham/contracts in its edit screens).
 */
export function useZodForm<TSchema extends FormSchema>(
  schema: TSchema,
  { defaultValues, ...options }: ZodFormOptions<TSchema> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    criteriaMode: 'firstError',
    ...options,
    // Empty fields start as null: the schema, not the type, refuses them on submit.
    defaultValues: defaultValues as DefaultValues<z.input<TSchema>> | undefined,
    resolver: standardSchemaResolver(schema),
  });
}

export type FormProps<TIn extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  /** A submit the schema refused (the fields show why): e.g. checks of values kept outside the form. */
  onInvalid?: SubmitErrorHandler<TIn>;
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
};

/** The one form wrapper: provides the form to the `XxxField` components inside. */
export function Form<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...rest
}: FormProps<TIn, TOut>) {
  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} {...rest}>
        {children}
      </chakra.form>
    </FormProvider>
  );
}
