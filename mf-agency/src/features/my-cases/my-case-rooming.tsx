import { formatItalianDate } from '@ham/contracts';
import { RowLink, routeId, Text } from '@ham/ui';
import { RoomingScreen } from '@ham/ui/rooming';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { agencyRoutes } from '../../shared/routes';
import { myCasesApi } from './api';

/**
 * The rooming list of one of the agency's cases (/mie-pratiche/:docNum): the staff's grid,
 * import and template, until the deadline; then read only (docs/product/rooming-list.md).
 */
export function MyCaseRooming() {
  const docNum = routeId(useParams().docNum);
  const query = useQuery({ ...myCasesApi.roomingList(docNum ?? 0), enabled: docNum !== null, retry: false });
  return (
    <RoomingScreen
      docNum={docNum}
      query={query}
      endpoints={myCasesApi.rooming}
      invalidates={[myCasesApi.keys.rooming(docNum ?? 0), myCasesApi.keys.list]}
    >
      {(list) => (
        <>
          {list.editable && <Text>Da completare entro il {formatItalianDate(list.deadline)}.</Text>}
          <RowLink to={agencyRoutes.myCases}>Torna a Le mie pratiche</RowLink>
        </>
      )}
    </RoomingScreen>
  );
}
