import { usePlatform } from '@ham/platform';
import { LabeledField, SelectInput } from '@ham/ui';
import { guestTypeOptions } from './names';

export type GuestTypeSelectProps = { value: string; onChange(guestTypeId: string): void };

/** 'Partecipanti': the guest type of an agency search (availability, catalogue). */
export function GuestTypeSelect({ value, onChange }: GuestTypeSelectProps) {
  const { reference } = usePlatform();
  return (
    <LabeledField label="Partecipanti">
      <SelectInput
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={guestTypeOptions(reference)}
      />
    </LabeledField>
  );
}
