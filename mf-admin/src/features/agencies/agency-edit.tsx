import { ResourceEdit } from '@ham/ui';
import { AgencyFields } from './agency-fields';
import { agencyForm } from './agency-form';
import { agencies } from './api';

/** 'Aggiungi agenzia' (/agenzie/nuova) and 'Modifica agenzia' (/agenzie/modifica/:id). */
export function AgencyEdit() {
  return (
    <ResourceEdit resource={agencies} form={agencyForm}>
      <AgencyFields />
    </ResourceEdit>
  );
}
