import { type CaseEdit, configureZodLocale } from '@ham/contracts';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { caseRoutes, casesPath } from '../../shared/case-routes';
import { CaseHeadFields } from './case-head-fields';
import { caseHeadForm, caseHeadPayload, caseHeadToForm, emptyCaseHead } from './case-head-form';

configureZodLocale();

export type CaseHeadEditProps = Record<string, never>;

/** 'Modifica dati pratica' (/pratiche/modifica/:docNum): GET/PUT /docs/:docNum/edit, back to the detail. */
export function CaseHeadEdit(_props: CaseHeadEditProps) {
  const docNum = routeId(useParams().docNum);
  if (docNum === null) return <NotFoundPage />;
  return (
    <EditPage
      key={docNum}
      title={`Modifica pratica ${docNum}`}
      resource="case-heads"
      basePath={casesPath}
      getSuffix="edit"
      id={docNum}
      schema={caseHeadForm}
      defaultValues={emptyCaseHead as never}
      toForm={(c: CaseEdit) => caseHeadToForm(c) as never}
      toPayload={caseHeadPayload}
      upRoute={caseRoutes.detail(docNum)}
    >
      <CaseHeadFields />
    </EditPage>
  );
}
