import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type LabeledFieldProps = {
  label: string;
  /** The one error shown under the field (SPEC §5). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  children: ReactNode;
};

/**
 * A visible label bound to the control inside (Chakra's Field wires id, aria-invalid and
 * aria-describedby), the helper text and the error. Every input of the platform sits in one.
 */
export function LabeledField({ label, error, required, disabled, helperText, children }: LabeledFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
