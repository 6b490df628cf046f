// Loaded on demand by lazy-chakra.tsx: the date field's calendar, its own chunk of the shared facade.
import { DatePicker, IconButton, Portal, parseDate, useFieldContext } from '@chakra-ui/react';
// Its recipe comes with this chunk, not with the theme of the facade (docs/adr/0007).
import { datePickerSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/date-picker.js';
import { Calendar } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ControlledInputProps } from '../core/controlled-input';
import { dateText, parseDateText } from '../format/date-text';

/** The value: 'YYYY-MM-DD', null, or (with `keepInvalidText`) the text typed that is not a date. */
export type DatePickerInputProps = ControlledInputProps<string | null> & {
  min?: string;
  max?: string;
  /** Hand a text that is not a date to onChange as it is (a form's schema then names the problem). */
  keepInvalidText?: boolean;
};

const isIso = (v: string | null | undefined): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Ark's date picker (through Chakra) as the product's one date field: DD/MM/YYYY typed or picked
 * from an Italian calendar (week from Monday), whatever the browser's language.
 */
function DatePickerInput({
  value,
  onChange,
  onBlur,
  name,
  disabled,
  min,
  max,
  inputRef,
  keepInvalidText = false,
}: DatePickerInputProps) {
  // Ark announces the picked date through one live region it adds to the page with role="alert";
  // an empty alert on every page would be taken for an error: it stays a polite-less live region.
  useEffect(() => {
    document.getElementById('__live-region__')?.removeAttribute('role');
  });
  // Inside a LabeledField, the input takes the field's id: its label and messages describe it.
  const field = useFieldContext();
  // The calendar keeps the last real date while the text typed is not one (its message shows).
  const lastDate = useRef<string | null>(isIso(value) ? value : null);
  if (isIso(value) || value === null) lastDate.current = value;

  const commit = (typed: string) => {
    const iso = parseDateText(typed);
    if (iso) {
      if (iso !== value) onChange(iso);
    } else if (typed.trim() === '') {
      if (value !== null) onChange(null);
    } else {
      onChange(keepInvalidText ? typed : null);
    }
  };

  return (
    <DatePicker.Root
      recipe={datePickerSlotRecipe}
      locale="it-IT"
      ids={field ? { input: () => field.ids.control, label: () => field.ids.label } : undefined}
      startOfWeek={1}
      timeZone="Europe/Rome"
      disabled={disabled}
      name={name}
      // Only the calendar keeps to the bounds (days outside are unavailable): a typed date out of
      // them is kept as typed, for the form to name the problem (the machine's min/max would change it).
      isDateUnavailable={(d) => {
        const day = d.toString();
        return (isIso(min) && day < min) || (isIso(max) && day > max);
      }}
      value={lastDate.current ? [parseDate(lastDate.current)] : []}
      onValueChange={(e) => {
        const picked = e.value[0]?.toString() ?? null;
        if (picked !== null && picked !== value) onChange(picked);
      }}
      format={(d) => dateText(d.toString())}
      parse={(typed) => {
        const iso = parseDateText(typed);
        return iso ? parseDate(iso) : undefined;
      }}
      placeholder="GG/MM/AAAA"
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <DatePicker.Control>
        <DatePicker.Input
          ref={inputRef}
          autoComplete="off"
          fixOnBlur={false}
          aria-describedby={field?.ariaDescribedby}
          aria-invalid={field?.invalid || undefined}
          onBlur={(e) => {
            commit(e.currentTarget.value);
            onBlur?.();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger asChild>
            <IconButton variant="ghost" size="xs" aria-label="Apri il calendario" disabled={disabled}>
              <Calendar aria-hidden="true" />
            </IconButton>
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

export const DateParts = { Input: DatePickerInput };
