import { type Agency, configureZodLocale } from '@ham/contracts';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { AgencyFields } from './agency-fields';
import { agencyForm, agencyToForm, agencyToPayload, emptyAgency } from './agency-form';
import { agenciesPath, agenciesResource, agencyRoutes } from './api';

configureZodLocale();

export type AgencyEditProps = Record<string, never>;

/** 'Aggiungi agenzia' (/agenzie/nuova) and 'Modifica agenzia' (/agenzie/modifica/:agencyId). */
export function AgencyEdit(_props: AgencyEditProps) {
  const { agencyId } = useParams();
  if (agencyId !== undefined && routeId(agencyId) === null) return <NotFoundPage />;
  return (
    <EditPage<typeof agencyForm, Agency>
      key={agencyId ?? 'new'}
      title={agencyId ? 'Modifica agenzia' : 'Aggiungi agenzia'}
      resource={agenciesResource}
      basePath={agenciesPath}
      id={agencyId ? Number(agencyId) : undefined}
      schema={agencyForm}
      defaultValues={emptyAgency}
      toForm={agencyToForm}
      toPayload={agencyToPayload}
      upRoute={agencyRoutes.list}
    >
      <AgencyFields />
    </EditPage>
  );
}
