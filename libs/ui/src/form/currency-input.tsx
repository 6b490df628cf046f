import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { parseEuro } from '../format/format';
import { amountToText, keepAmountChars } from './amount-text';
import type { ControlledInputProps } from './bound-controller';

/** The value: integer cents; null when empty, NaN while the text is not an amount. */
export type CurrencyInputProps = ControlledInputProps<number | null> & {
  /** Shown, focusable and read, but not typed in (e.g. an amount computed by a rule). */
  readOnly?: boolean;
  placeholder?: string;
  /** Whether a minus may be typed (a reduction); otherwise the field holds amounts ≥ 0 only. */
  negative?: boolean;
};

/**
 * Euro amount typed the Italian way ('1.234,56'), no symbol inside, '€' beside (SPEC §5). It
 * holds only what an amount can (keepAmountChars) and shows '1.234,50' once left; a text that
 * is still not an amount ('1,2.3') gives NaN, which the field reads 'Importo non valido'.
 */
export function CurrencyInput({
  value,
  onChange,
  onBlur,
  name,
  disabled,
  readOnly,
  placeholder,
  inputRef,
  negative = false,
}: CurrencyInputProps) {
  const [text, setText] = useState(() => amountToText(value));

  // A new value from outside (form reset, computed amount) replaces the text.
  useEffect(() => {
    if (value !== null && Number.isNaN(value)) return;
    setText((t) => (parseEuro(t) === value ? t : amountToText(value)));
  }, [value]);

  return (
    <InputGroup endAddon="€">
      <Input
        ref={inputRef}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        textAlign="end"
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          const next = keepAmountChars(e.target.value, { negative });
          setText(next);
          const cents = parseEuro(next);
          onChange(cents === null && next.trim() !== '' ? Number.NaN : cents);
        }}
        onBlur={() => {
          const cents = parseEuro(text);
          if (cents !== null) setText(amountToText(cents));
          onBlur?.();
        }}
      />
    </InputGroup>
  );
}
