import { configureZodLocale } from '@ham/contracts';
import { ResourceEdit } from '@ham/ui';
import { AgencyFields } from './agency-fields';
import { agencyForm, agencyToForm, agencyToPayload, emptyAgency } from './agency-form';
import { agencies } from './api';

configureZodLocale();

/** 'Aggiungi agenzia' (/agenzie/nuova) and 'Modifica agenzia' (/agenzie/modifica/:id). */
export function AgencyEdit() {
  return (
    <ResourceEdit
      resource={agencies}
      schema={agencyForm}
      defaultValues={emptyAgency}
      toForm={agencyToForm}
      toPayload={agencyToPayload}
    >
      <AgencyFields />
    </ResourceEdit>
  );
}
