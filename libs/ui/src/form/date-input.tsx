import { Input } from '@chakra-ui/react';
import type { Ref } from 'react';

export type DateInputProps = {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  name?: string;
  disabled?: boolean;
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A date as it travels in JSON ('YYYY-MM-DD'); the browser's date input shows it in Italian. */
export function DateInput({ value, onChange, onBlur, name, disabled, min, max, inputRef }: DateInputProps) {
  return (
    <Input
      ref={inputRef}
      type="date"
      name={name}
      disabled={disabled}
      min={min}
      max={max}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      onBlur={onBlur}
    />
  );
}
