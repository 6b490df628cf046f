import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type FieldValues, type UseControllerProps, useController, useFormContext } from 'react-hook-form';
import { Switch } from '../lazy/lazy-chakra';

export type SwitchFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
  helperText?: ReactNode;
};

/** An on/off toggle (role switch) bound to a boolean of the surrounding <Form>. */
export function SwitchField({ name, label, disabled, helperText }: SwitchFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control, disabled } as UseControllerProps<FieldValues>);
  return (
    <Field.Root invalid={Boolean(fieldState.error)} disabled={disabled}>
      <Switch.Root
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(e) => field.onChange(e.checked)}
        disabled={disabled}
      >
        <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} role="switch" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
