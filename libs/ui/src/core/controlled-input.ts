import type { Ref } from 'react';

/** The props of a controlled input (what a bound field passes it, plus its value as the input holds it). */
export type ControlledInputProps<TValue> = {
  value: TValue;
  onChange(value: TValue): void;
  onBlur?(): void;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};
