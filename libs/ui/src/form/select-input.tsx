import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One choice of a SelectInput. */
export type SelectInputOption = { value: string | number; label: ReactNode };

export type SelectInputProps = Omit<NativeSelect.FieldProps, 'children'> & {
  options: readonly SelectInputOption[];
  /** The text of a first, empty choice ('Tutti', '— Seleziona —'); none: no empty choice. */
  placeholder?: string;
  /** Props of the select's frame (size, width). */
  rootProps?: NativeSelect.RootProps;
};

/**
 * The one native select of the screens: its choices, an optional empty one first, and the
 * arrow. The field's props (value and onChange, a form's `register`, aria-label) go to the select.
 */
export function SelectInput({ options, placeholder, rootProps, ...field }: SelectInputProps) {
  return (
    <NativeSelect.Root {...rootProps}>
      <NativeSelect.Field {...field}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
