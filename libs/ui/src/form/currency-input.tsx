import { Input, InputGroup } from '@chakra-ui/react';
import { readAmountText } from '@ham/contracts';
import { useEffect, useState } from 'react';
import type { ControlledInputProps } from '../core/controlled-input';
import { amountToText } from './amount-text';

/** The value: integer cents; null when empty, NaN while the text is not an amount the field takes. */
export type CurrencyInputProps = ControlledInputProps<number | null> & {
  /** Shown, focusable and read, but not typed in (e.g. an amount computed by a rule). */
  readOnly?: boolean;
  placeholder?: string;
  /** Whether a minus may be typed (a reduction); otherwise the field holds amounts ≥ 0 only. */
  negative?: boolean;
  /** Told, as the user types, why the text is not an amount ('Importo non valido'), or undefined once it is. */
  onProblem?(message: string | undefined): void;
};

/** What a text typed in the field gives: cents, null when empty, NaN (with its message) when refused. */
export function readAmountInput(text: string, negative: boolean): { value: number | null; problem?: string } {
  const read = readAmountText(text, { negative });
  return 'error' in read ? { value: Number.NaN, problem: read.error } : { value: read.value };
}

/**
 * Euro amount typed the Italian way ('1.234,56'), no symbol inside, '€' beside. The text is
 * kept as typed and read whole (contracts' `readAmountText`): '6O,5a' or a minus where the
 * field holds amounts ≥ 0 give NaN with their message, never the digits they contain. A valid
 * amount shows '1.234,50' once left.
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
  onProblem,
}: CurrencyInputProps) {
  const [text, setText] = useState(() => amountToText(value));

  // A new value from outside (form reset, computed amount) replaces the text.
  useEffect(() => {
    if (value !== null && Number.isNaN(value)) return;
    setText((t) => (readAmountInput(t, negative).value === value ? t : amountToText(value)));
  }, [value, negative]);

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
          const next = e.target.value;
          setText(next);
          const read = readAmountInput(next, negative);
          onProblem?.(read.problem);
          onChange(read.value);
        }}
        onBlur={() => {
          const read = readAmountInput(text, negative);
          if (read.value !== null && !Number.isNaN(read.value)) setText(amountToText(read.value));
          onBlur?.();
        }}
      />
    </InputGroup>
  );
}
