import { formatItalianDate, type RoomingList, roomingRoutes } from '@ham/contracts';
import { callEndpoint, endpoint } from '@ham/platform';
import { Button, HStack, Input, RowLink, routeId, Text, useSave } from '@ham/ui';
import { RoomingScreen } from '@ham/ui/rooming';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { caseRoutes } from '../../shared/case-routes';
import { roomingApi } from './api';

const deadlineEndpoint = endpoint.fromRoute(roomingRoutes.deadline);

/** 'Rooming list' of a case (/pratiche/dettagli/:docNum/rooming): docs/product/rooming-list.md. */
export function RoomingPage() {
  const docNum = routeId(useParams().docNum);
  const query = useQuery({ ...roomingApi.list(docNum ?? 0), enabled: docNum !== null, retry: false });
  return (
    <RoomingScreen
      docNum={docNum}
      query={query}
      endpoints={roomingApi.endpoints}
      invalidates={[roomingApi.keys.list(docNum ?? 0)]}
    >
      {(list) => (
        <>
          <RowLink to={caseRoutes.detail(list.caseNumber)}>Torna alla pratica</RowLink>
          <DeadlineForm docNum={list.caseNumber} list={list} />
        </>
      )}
    </RoomingScreen>
  );
}

/** The agency's deadline on this case: shown, changed, or back to the default of Configurazione. */
function DeadlineForm({ docNum, list }: { docNum: number; list: RoomingList }) {
  const [value, setValue] = useState(list.deadline);
  const saving = useSave<string | null, RoomingList>({
    send: (deadline, { api }) =>
      callEndpoint(api, deadlineEndpoint, { params: { docNum }, body: { deadline } }),
    invalidates: [roomingApi.keys.list(docNum)],
  });
  return (
    <HStack gap="3" wrap="wrap" as="section" aria-label="Termine per l'agenzia">
      <Text>
        Termine per l'agenzia: {formatItalianDate(list.deadline)}
        {list.deadlineSet ? '' : " (predefinito: giorni prima dell'arrivo di Configurazione)"}
      </Text>
      <Input
        type="date"
        size="sm"
        width="11rem"
        aria-label="Nuovo termine per l'agenzia"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button
        size="sm"
        variant="outline"
        loading={saving.isPending}
        onClick={() => void saving.save(value || null)}
      >
        Cambia termine
      </Button>
      {list.deadlineSet && (
        <Button size="sm" variant="ghost" onClick={() => void saving.save(null)}>
          Torna al predefinito
        </Button>
      )}
    </HStack>
  );
}
