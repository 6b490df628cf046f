import { Field, Fieldset, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { AreaRef, GeoHit } from '@ham/contracts';
import type { ReactNode } from 'react';
import {
  type FieldValues,
  get,
  type UseControllerProps,
  useController,
  useFormContext,
} from 'react-hook-form';
import { Checkbox, RadioGroup } from '../lazy/lazy-chakra';
import { CurrencyInput } from './currency-input';
import { DateInput } from './date-input';
import { AreaPicker, CountryPicker, PlacePicker } from './geo-pickers';
import { LabeledField } from './labeled-field';

// Field components bound to the surrounding <Form> by name. Each shows its label and
// the first error of its value.

type BaseFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
};

function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

function useBoundController(name: string, disabled?: boolean) {
  const { control } = useFormContext();
  return useController({ name, control, disabled } as UseControllerProps<FieldValues>);
}

export type TextFieldProps = BaseFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  placeholder?: string;
  autoComplete?: string;
};

export function TextField({
  name,
  label,
  required,
  disabled,
  helperText,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <LabeledField
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={useFieldError(name)}
    >
      <Input type={type} {...rest} {...register(name)} />
    </LabeledField>
  );
}

export type NumberFieldProps = BaseFieldProps & { min?: number; max?: number; step?: number };

/** An integer or decimal number; empty is null. */
export function NumberField({ name, label, required, disabled, helperText, ...rest }: NumberFieldProps) {
  const { register } = useFormContext();
  return (
    <LabeledField
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={useFieldError(name)}
    >
      <Input
        type="number"
        inputMode="numeric"
        {...rest}
        {...register(name, {
          setValueAs: (v) => (v === '' || v === null || v === undefined ? null : Number(v)),
        })}
      />
    </LabeledField>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = BaseFieldProps & { options: SelectOption[]; placeholder?: string };

export function SelectField({
  name,
  label,
  required,
  disabled,
  helperText,
  options,
  placeholder,
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <LabeledField
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={useFieldError(name)}
    >
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)}>
          <option value="">{placeholder ?? '— Seleziona —'}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabeledField>
  );
}

export type CheckboxFieldProps = Omit<BaseFieldProps, 'required'>;

export function CheckboxField({ name, label, disabled, helperText }: CheckboxFieldProps) {
  const { field, fieldState } = useBoundController(name, disabled);
  return (
    <Field.Root invalid={Boolean(fieldState.error)} disabled={disabled}>
      <Checkbox.Root
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(e) => field.onChange(e.checked === true)}
        disabled={disabled}
      >
        <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

export type RadioOption = { value: string; label: string; description?: string };

export type RadioGroupFieldProps = BaseFieldProps & { options: RadioOption[] };

/** A choice among few options; each may carry a description (e.g. a role). */
export function RadioGroupField({
  name,
  label,
  required,
  disabled,
  helperText,
  options,
}: RadioGroupFieldProps) {
  const { field, fieldState } = useBoundController(name, disabled);
  return (
    <Fieldset.Root invalid={Boolean(fieldState.error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {required && (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' '}
            *
          </Text>
        )}
      </Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <RadioGroup.Root
        name={field.name}
        value={field.value ?? null}
        onValueChange={(e) => field.onChange(e.value)}
        disabled={disabled}
      >
        <Stack gap="3">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <Stack gap="0">
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                {o.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {o.description}
                  </Text>
                )}
              </Stack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Fieldset.ErrorText>{fieldState.error?.message}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

export type CurrencyFieldProps = BaseFieldProps & { placeholder?: string };

/** Euro amount in integer cents. */
export function CurrencyField({
  name,
  label,
  required,
  disabled,
  helperText,
  placeholder,
}: CurrencyFieldProps) {
  const { field, fieldState } = useBoundController(name, disabled);
  return (
    <LabeledField
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={fieldState.error?.message}
    >
      <CurrencyInput
        name={field.name}
        value={field.value ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled}
        placeholder={placeholder}
      />
    </LabeledField>
  );
}

export type DateFieldProps = BaseFieldProps & { min?: string; max?: string };

/** A 'YYYY-MM-DD' date; empty is null. */
export function DateField({ name, label, required, disabled, helperText, min, max }: DateFieldProps) {
  const { field, fieldState } = useBoundController(name, disabled);
  return (
    <LabeledField
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={fieldState.error?.message}
    >
      <DateInput
        name={field.name}
        value={field.value ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled}
        min={min}
        max={max}
      />
    </LabeledField>
  );
}

export type CountryPickerFieldProps = BaseFieldProps & { placeholder?: string };

/** A country id ('' when none, so a required country reads 'Campo obbligatorio'). */
export function CountryPickerField({
  name,
  label,
  required,
  disabled,
  placeholder,
}: CountryPickerFieldProps) {
  const { field, fieldState } = useBoundController(name, disabled);
  return (
    <CountryPicker
      label={label}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      error={fieldState.error?.message}
      name={field.name}
      value={field.value || null}
      onChange={(id) => field.onChange(id ?? '')}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

export type AreaPickerFieldProps = BaseFieldProps & {
  country?: string | null;
  onSelect?(area: AreaRef | null): void;
};

/** An `AreaRef` (or null); `onSelect` lets a form fill dependent fields (e.g. the country). */
export function AreaPickerField({
  name,
  label,
  required,
  disabled,
  country,
  onSelect,
}: AreaPickerFieldProps) {
  const { field, fieldState } = useBoundController(name, disabled);
  return (
    <AreaPicker
      label={label}
      required={required}
      disabled={disabled}
      country={country}
      error={fieldState.error?.message}
      name={field.name}
      value={field.value ?? null}
      onChange={(area) => {
        field.onChange(area);
        onSelect?.(area);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

export type PlacePickerFieldProps = BaseFieldProps & { countries?: boolean };

/** A `GeoHit` (or null): an area, a location or a country. */
export function PlacePickerField({ name, label, required, disabled, countries }: PlacePickerFieldProps) {
  const { field, fieldState } = useBoundController(name, disabled);
  return (
    <PlacePicker
      label={label}
      required={required}
      disabled={disabled}
      countries={countries}
      error={fieldState.error?.message}
      name={field.name}
      value={(field.value as GeoHit | null) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
