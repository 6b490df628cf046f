import { Box, Field, type FieldLabelProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type LabeledFieldProps = {
  label: string;
  /** The one error shown under the field (docs/product/formats-and-errors.md#field-messages). */
  error?: string;
  /** A warning under the field when it has no error (e.g. a date in the past): a status, read by screen readers. */
  warning?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /**
   * Keep one line under the field for its message, shown or not (the fields of a form): a message
   * coming or going never moves what follows, e.g. an error that disappears when the field is left
   * would otherwise move 'Conferma' away from the click that left it.
   */
  reserveMessage?: boolean;
  /**
   * Where the label is for screen readers only (e.g. `{ base: false, md: true }`): a grid whose
   * visible headers name its columns (the prices of 'Imposta prezzi'). Visible by default.
   */
  labelSrOnly?: FieldLabelProps['srOnly'];
  children: ReactNode;
};

/** The height of one line of a field's message (Chakra's `xs` text style: 1rem). */
export const FIELD_MESSAGE_LINE = '4';

/**
 * A visible label bound to the control inside (Chakra's Field wires id, aria-invalid and
 * aria-describedby), then one message: the error, else the warning, else the helper text.
 * Every input of the platform sits in one.
 */
export function LabeledField({
  label,
  error,
  warning,
  required,
  disabled,
  helperText,
  reserveMessage = false,
  labelSrOnly,
  children,
}: LabeledFieldProps) {
  const message = error ? (
    <Field.ErrorText>{error}</Field.ErrorText>
  ) : warning ? (
    <Text role="status" textStyle="xs" color="fg.warning" data-field-warning="">
      {warning}
    </Text>
  ) : helperText ? (
    <Field.HelperText>{helperText}</Field.HelperText>
  ) : null;
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label srOnly={labelSrOnly}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {reserveMessage ? (
        <Box minHeight={FIELD_MESSAGE_LINE} data-field-message="">
          {message}
        </Box>
      ) : (
        message
      )}
    </Field.Root>
  );
}
