import type { Guide } from '@ham/contracts';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { guideRoutes, guidesPath, guidesResource } from './api';
import { GuideFields } from './guide-fields';
import { emptyGuide, guideForm, guidePayload, guideToForm } from './guide-form';

export type GuideEditProps = Record<string, never>;

/** 'Aggiungi servizio guida' (/guida/nuova) and 'Modifica servizio guida' (/guida/modifica/:guideId). */
export function GuideEdit(_props: GuideEditProps) {
  const { guideId } = useParams();
  if (guideId !== undefined && routeId(guideId) === null) return <NotFoundPage />;
  return (
    <EditPage
      key={guideId ?? 'new'}
      title={guideId ? 'Modifica servizio guida' : 'Aggiungi servizio guida'}
      resource={guidesResource}
      basePath={guidesPath}
      id={guideId ? Number(guideId) : undefined}
      schema={guideForm}
      defaultValues={emptyGuide as never}
      toForm={(g: Guide) => guideToForm(g) as never}
      toPayload={guidePayload}
      upRoute={guideRoutes.list}
    >
      <GuideFields />
    </EditPage>
  );
}
