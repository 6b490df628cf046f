import { Input, InputGroup } from '@chakra-ui/react';
import { type Ref, useEffect, useState } from 'react';
import { centsToInput, parseEuro } from '../format/format';

export type CurrencyInputProps = {
  /** Integer cents; null when empty, NaN while the text is not an amount. */
  value: number | null;
  onChange(cents: number | null): void;
  onBlur?(): void;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** Euro amount typed the Italian way ('1.234,56'), no symbol inside, '€' beside (SPEC §5). */
export function CurrencyInput({
  value,
  onChange,
  onBlur,
  name,
  disabled,
  placeholder,
  inputRef,
}: CurrencyInputProps) {
  const [text, setText] = useState(() => centsToInput(value));

  // A new value from outside (form reset, computed amount) replaces the text.
  useEffect(() => {
    if (value !== null && Number.isNaN(value)) return;
    setText((t) => (parseEuro(t) === value ? t : centsToInput(value)));
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
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const cents = parseEuro(next);
          onChange(cents === null && next.trim() !== '' ? Number.NaN : cents);
        }}
        onBlur={() => {
          const cents = parseEuro(text);
          if (cents !== null) setText(centsToInput(cents));
          onBlur?.();
        }}
      />
    </InputGroup>
  );
}
