import { Input } from '@chakra-ui/react';
import { type NumberTextOptions, readNumberText } from '@ham/contracts';
import { useEffect, useState } from 'react';
import type { ControlledInputProps } from '../core/controlled-input';

/** The value: a number; null when empty, NaN while the text is not a number the field takes. */
export type NumberInputProps = ControlledInputProps<number | null> &
  NumberTextOptions & {
    readOnly?: boolean;
    placeholder?: string;
    size?: 'sm' | 'md';
    'aria-label'?: string;
  };

/** How a number reads in the field: '45', '2,5'; '' for none. */
export const numberToText = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) ? '' : String(n).replace('.', ',');

const readValue = (text: string, options: NumberTextOptions) => {
  const read = readNumberText(text, options);
  return 'error' in read ? Number.NaN : read.value;
};

/**
 * A number typed in a text input (numeric keyboard on phones), read whole by contracts'
 * `readNumberText`: '-3' where the field holds values ≥ 0, '6O' or '1e2' give NaN (the field
 * shows its message), never the digits they contain.
 */
export function NumberInput({
  value,
  onChange,
  onBlur,
  name,
  disabled,
  readOnly,
  placeholder,
  inputRef,
  min,
  decimals,
  size,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const [text, setText] = useState(() => numberToText(value));

  // A new value from outside (form reset, computed count) replaces the text.
  useEffect(() => {
    if (value !== null && Number.isNaN(value)) return;
    setText((t) => (readValue(t, { min, decimals }) === value ? t : numberToText(value)));
  }, [value, min, decimals]);

  return (
    <Input
      ref={inputRef}
      name={name}
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      disabled={disabled}
      readOnly={readOnly}
      placeholder={placeholder}
      size={size}
      aria-label={ariaLabel}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(readValue(e.target.value, { min, decimals }));
      }}
      onBlur={onBlur}
    />
  );
}
