import { formatItalianDate } from '@ham/contracts';
import {
  Heading,
  NotFoundPage,
  QueryErrorPanel,
  RowLink,
  routeId,
  ScreenFallback,
  Stack,
  Text,
} from '@ham/ui';
import { RoomingEditor } from '@ham/ui/rooming';
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
  const query = useQuery({ ...myCasesApi.roomingList(docNum ?? 0), enabled: docNum !== null });
  if (docNum === null) return <NotFoundPage />;
  if (query.isError) return <QueryErrorPanel query={query} title="Rooming list" />;
  if (!query.data) return <ScreenFallback />;
  const list = query.data;
  return (
    <RoomingEditor
      key={`${docNum}-${list.version}`}
      docNum={docNum}
      list={list}
      endpoints={myCasesApi.rooming}
      invalidates={[myCasesApi.keys.rooming(docNum), myCasesApi.keys.list]}
      header={
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Rooming list - Pratica {list.caseNumber}
          </Heading>
          <Text color="fg.muted">{list.caseName}</Text>
          {list.editable && <Text>Da completare entro il {formatItalianDate(list.deadline)}.</Text>}
          <RowLink to={agencyRoutes.myCases}>Torna a Le mie pratiche</RowLink>
        </Stack>
      }
    />
  );
}
