import { type CaseEdit, type CaseWriteInput, configureZodLocale } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { CaseHeadFields } from './case-head-fields';
import { caseHeadForm, caseHeadPayload, caseHeadToForm, emptyCaseHead } from './case-head-form';

configureZodLocale();

/** 'Modifica dati pratica' (/pratiche/modifica/:docNum): GET/PUT /docs/:docNum/edit, back to the detail. */
export function CaseHeadEdit() {
  const docNum = routeId(useParams().docNum);
  if (docNum === null) return <NotFoundPage />;
  return (
    <EditPage<typeof caseHeadForm, CaseEdit, CaseWriteInput>
      key={docNum}
      title={`Modifica pratica ${docNum}`}
      record={caseApi.head(docNum)}
      send={(body, { api }) =>
        callEndpoint(api, caseApi.endpoints.updateHead, { params: { docNum: docNum }, body })
      }
      invalidates={[caseApi.keys.lists(), caseApi.keys.detail(docNum)]}
      schema={caseHeadForm}
      defaultValues={emptyCaseHead}
      toForm={caseHeadToForm}
      toPayload={caseHeadPayload}
      upRoute={caseRoutes.detail(docNum)}
      history={{ kind: 'case', id: docNum }}
    >
      <CaseHeadFields />
    </EditPage>
  );
}
