import { agencyMessages } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import { type ConfirmOptions, ResourceEdit, useRouteId } from '@ham/ui';
import { AgencyFields } from './agency-fields';
import { agencyForm } from './agency-form';
import { agencies } from './api';

/** 'Aggiungi agenzia' (/agenzie/nuova) and 'Modifica agenzia' (/agenzie/modifica/:id). */
export function AgencyEdit() {
  const id = useRouteId();
  return (
    <ResourceEdit
      resource={agencies}
      form={agencyForm}
      confirmFirst={async ({ vatNumber }, { api }): Promise<ConfirmOptions | null> => {
        if (!vatNumber) return null;
        // Another agency with the same partita IVA is likely the same customer entered twice: ask.
        const { items } = await callEndpoint(api, agencies.api.endpoints.list, {
          query: { vat: vatNumber, ipp: 100 },
        });
        const others = items.filter((a) => a.id !== id).map((a) => a.fullName);
        if (others.length === 0) return null;
        return {
          title: 'Partita IVA già usata',
          message: agencyMessages.vatNumberInUse(vatNumber, others),
          confirmLabel: 'Salva comunque',
        };
      }}
    >
      <AgencyFields />
    </ResourceEdit>
  );
}
