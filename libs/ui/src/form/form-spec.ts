import type { z } from 'zod';
import type { FormDefaults, FormSchema } from './form';

/**
 * The form side of a resource, in one descriptor (a feature's `*-form.ts`): the schema, the values
 * of a new record, the record as the form shows it and, when not the form's values, the payload.
 */
export type FormSpec<TSchema extends FormSchema, TRecord, TPayload = z.output<TSchema>> = {
  /** The form's schema, from libs/contracts. */
  schema: TSchema;
  /** The values of a new record. */
  empty: FormDefaults<z.input<TSchema>>;
  toForm(record: TRecord): FormDefaults<z.input<TSchema>>;
  /** The body of the save, when not the form's values. */
  toPayload?(values: z.output<TSchema>, record: TRecord | undefined): TPayload;
};

/** A typed `FormSpec` (the schema types `empty`, `toForm` and the values `toPayload` gets). */
export function formSpec<TSchema extends FormSchema, TRecord, TPayload = z.output<TSchema>>(
  spec: FormSpec<TSchema, TRecord, TPayload>,
): FormSpec<TSchema, TRecord, TPayload> {
  return spec;
}
