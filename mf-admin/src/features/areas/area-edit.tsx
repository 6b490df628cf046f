import { type Area, type AreaWrite, areaWrite, configureZodLocale } from '@ham/contracts';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { areaRoutes, areasPath, areasResource } from './api';
import { AreaFields } from './area-fields';

// zod is bundled per remote and arrives with this lazy edit screen (libs/ui holds no zod): its
// Italian messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

const emptyArea: AreaWrite = { name: '', countryId: '' };
const toForm = (a: Area): AreaWrite => ({ name: a.name, countryId: a.country.id });

export type AreaEditProps = Record<string, never>;

/** 'Aggiungi area' (/aree/nuova) and 'Modifica area' (/aree/modifica/:areaId). */
export function AreaEdit(_props: AreaEditProps) {
  const { areaId } = useParams();
  if (areaId !== undefined && routeId(areaId) === null) return <NotFoundPage />;
  return (
    <EditPage
      key={areaId ?? 'new'}
      title={areaId ? 'Modifica area' : 'Aggiungi area'}
      resource={areasResource}
      basePath={areasPath}
      id={areaId ? Number(areaId) : undefined}
      schema={areaWrite}
      defaultValues={emptyArea}
      toForm={toForm}
      upRoute={areaRoutes.list}
    >
      <AreaFields />
    </EditPage>
  );
}
