import { Field, Fieldset, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type AreaRef, type GeoHit, type GeoHitType, messages, numberTextMessage } from '@ham/contracts';
import { type ReactNode, useState } from 'react';
import { get, type RegisterOptions, type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { Checkbox, RadioGroup } from '../lazy/lazy-chakra';
import { type BoundController, useBoundController, useBoundPicker } from './bound-controller';
import { CurrencyInput } from './currency-input';
import { DateInput } from './date-input';
import { AreaPicker, CountryPicker, PlacePicker } from './geo-pickers';
import { LabeledField, type LabeledFieldProps } from './labeled-field';
import { NumberInput } from './number-input';
import { isPastDate, pastDateTexts } from './past-date';
import { SelectInput } from './select-input';
import { useFieldValue } from './use-field-value';

// Field components bound to the surrounding <Form> by name. Each shows its label and
// the first error of its value.

type BaseFieldProps = {
  name: string;
  label: string;
  /** Where the label is read by screen readers only (a grid with visible column headers): LabeledField. */
  labelSrOnly?: LabeledFieldProps['labelSrOnly'];
  /** One line kept under the field for its message (LabeledField); a grid's cells set it false. Default true. */
  reserveMessage?: boolean;
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

/** A registered (uncontrolled) input under its label: the shape of the text, number and select fields. */
function LabeledRegisteredField({
  options,
  children,
  ...base
}: BaseFieldProps & { options?: RegisterOptions; children(registered: UseFormRegisterReturn): ReactNode }) {
  const { register } = useFormContext();
  return (
    <LabeledField {...base} error={useFieldError(base.name)} reserveMessage={base.reserveMessage ?? true}>
      {children(register(base.name, options))}
    </LabeledField>
  );
}

/** What the currency and date inputs take from their controller. */
type ControlledFieldInput = {
  name: string;
  value: BoundController['field']['value'];
  onChange: BoundController['field']['onChange'];
  onBlur(): void;
  inputRef: BoundController['field']['ref'];
  disabled?: boolean;
};

/** A controlled input under its label: the shape of the currency and date fields. */
function LabeledControlledField({
  children,
  invalidText,
  warning,
  ...base
}: BaseFieldProps & {
  children(input: ControlledFieldInput): ReactNode;
  /** The message when the input holds a text that is not a value (NaN), whatever the schema says. */
  invalidText?: string;
  /** A warning of the value, shown when there is no error. */
  warning?(value: unknown): string | undefined;
}) {
  const { field, fieldState } = useBoundController(base.name, base.disabled);
  const notAValue = invalidText !== undefined && typeof field.value === 'number' && Number.isNaN(field.value);
  const error = fieldState.error && notAValue ? invalidText : fieldState.error?.message;
  return (
    <LabeledField
      {...base}
      error={error}
      warning={warning?.(field.value)}
      reserveMessage={base.reserveMessage ?? true}
    >
      {children({
        name: field.name,
        value: field.value ?? null,
        onChange: field.onChange,
        onBlur: field.onBlur,
        inputRef: field.ref,
        disabled: base.disabled,
      })}
    </LabeledField>
  );
}

export type TextFieldProps = BaseFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  placeholder?: string;
  autoComplete?: string;
};

export function TextField({ type = 'text', placeholder, autoComplete, ...base }: TextFieldProps) {
  return (
    <LabeledRegisteredField {...base}>
      {(registered) => (
        <Input type={type} placeholder={placeholder} autoComplete={autoComplete} {...registered} />
      )}
    </LabeledRegisteredField>
  );
}

export type TextareaFieldProps = BaseFieldProps & { rows?: number; placeholder?: string };

/** A multi-line text (e.g. a rooming list, one guest a line). */
export function TextareaField({ rows = 4, placeholder, ...base }: TextareaFieldProps) {
  return (
    <LabeledRegisteredField {...base}>
      {(registered) => <Textarea rows={rows} placeholder={placeholder} {...registered} />}
    </LabeledRegisteredField>
  );
}

export type NumberFieldProps = BaseFieldProps & {
  /** The smallest value: at 0 or above no minus is taken. Bounds themselves are the schema's. */
  min?: number;
  max?: number;
  /** A step below 1 (0.25) lets decimals be typed; otherwise whole numbers only. */
  step?: number;
};

/**
 * An integer or decimal number; empty is null. The text is read whole: one the field cannot
 * hold ('6O', '-3' where it is ≥ 0) reads 'Inserire un numero intero non negativo' (or its
 * kind's message), never 'Campo obbligatorio' and never the digits it contains.
 */
export function NumberField({ min, max: _max, step, ...base }: NumberFieldProps) {
  const decimals = step !== undefined && !Number.isInteger(step);
  return (
    <LabeledControlledField {...base} invalidText={numberTextMessage({ min, decimals })}>
      {(input) => <NumberInput {...input} min={min} decimals={decimals} />}
    </LabeledControlledField>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = BaseFieldProps & { options: SelectOption[]; placeholder?: string };

export function SelectField({ options, placeholder, ...base }: SelectFieldProps) {
  return (
    <LabeledRegisteredField {...base}>
      {(registered) => (
        <SelectInput {...registered} options={options} placeholder={placeholder ?? '— Seleziona —'} />
      )}
    </LabeledRegisteredField>
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

export type CurrencyFieldProps = BaseFieldProps & {
  placeholder?: string;
  /** A reduction may be typed (a minus); otherwise amounts ≥ 0 only. */
  negative?: boolean;
};

/**
 * Euro amount in integer cents; a text that is not an amount reads 'Importo non valido' (a
 * minus where it is not allowed 'Il valore non può essere negativo'), never 'Campo obbligatorio'.
 */
export function CurrencyField({ placeholder, negative, ...base }: CurrencyFieldProps) {
  const [problem, setProblem] = useState<string>();
  return (
    <LabeledControlledField {...base} invalidText={problem ?? messages.invalidAmount}>
      {(input) => (
        <CurrencyInput {...input} placeholder={placeholder} negative={negative} onProblem={setProblem} />
      )}
    </LabeledControlledField>
  );
}

export type DateFieldProps = BaseFieldProps & {
  min?: string;
  max?: string;
  /** Show a warning under the field when its date is before today (docs/adr/0015-past-dates.md). */
  warnIfPast?: boolean;
  /** The field holding the start of the period this date ends: the calendar offers no day before it. */
  after?: string;
};

/** A 'YYYY-MM-DD' date typed or picked as DD/MM/YYYY; empty is null; a text that is not a date gets its message. */
export function DateField({ min, max, warnIfPast = false, after, ...base }: DateFieldProps) {
  const start = useFieldValue<unknown>(after ?? base.name);
  const notBefore = after && typeof start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : min;
  return (
    <LabeledControlledField
      {...base}
      warning={(value) =>
        warnIfPast && typeof value === 'string' && isPastDate(value) ? pastDateTexts.warning : undefined
      }
    >
      {(input) => <DateInput {...input} min={notBefore} max={max} keepInvalidText />}
    </LabeledControlledField>
  );
}

export type CountryPickerFieldProps = BaseFieldProps & { placeholder?: string };

/** A country id ('' when none, so a required country reads 'Campo obbligatorio'). */
export function CountryPickerField({ placeholder, ...base }: CountryPickerFieldProps) {
  const { value, onChange, ...bound } = useBoundPicker<string>(base);
  return (
    <CountryPicker
      {...bound}
      placeholder={placeholder}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
    />
  );
}

export type AreaPickerFieldProps = BaseFieldProps & {
  country?: string | null;
  onSelect?(area: AreaRef | null): void;
};

/** An `AreaRef` (or null); `onSelect` lets a form fill dependent fields (e.g. the country). */
export function AreaPickerField({ country, onSelect, ...base }: AreaPickerFieldProps) {
  const bound = useBoundPicker(base, onSelect);
  return <AreaPicker {...bound} country={country} />;
}

export type PlacePickerFieldProps = BaseFieldProps & { countries?: boolean; type?: GeoHitType };

/** A `GeoHit` (or null): an area, a location or a country (or only places of `type`). */
export function PlacePickerField({ countries, type, ...base }: PlacePickerFieldProps) {
  const bound = useBoundPicker<GeoHit>(base);
  return <PlacePicker {...bound} countries={countries} type={type} />;
}
