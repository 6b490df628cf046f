import type { AgencyRef, NamedRef } from '@ham/contracts';
import { useReference } from '@ham/platform';
import {
  AsyncSearchPickerField,
  DateField,
  NumberField,
  SelectField,
  SimpleGrid,
  Text,
  TextareaField,
  TextField,
} from '@ham/ui';
import { agencySearch } from '../../shared/agency-filter';

const agencyToCustomer = (a: AgencyRef): NamedRef => ({ id: a.id, name: a.fullName });

export { agencySearch };

/** The fields of a case head, shared by the new case and 'Modifica dati pratica'. */
export function CaseHeadFields() {
  const reference = useReference();
  const guestTypes = reference.guestTypes.map((g) => ({ value: g.id, label: g.name }));
  return (
    <>
      <TextField name="name" label="Nome" required />
      <AsyncSearchPickerField<NamedRef, AgencyRef>
        name="customer"
        label="Cliente"
        required
        search={agencySearch}
        toItem={agencyToCustomer}
        itemToString={(c) => c.name}
        renderItem={(c) => <Text as="span">{c.name}</Text>}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateField name="beginDate" label="Data inizio" required warnIfPast />
        <DateField name="endDate" label="Data fine" required after="beginDate" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="guestTypeId" label="Tipologia" options={guestTypes} required />
        <NumberField name="guestCount" label="N. partecipanti" min={0} required />
      </SimpleGrid>
      <TextareaField name="notes" label="Note" />
    </>
  );
}
