import type { RoomingList } from '@ham/contracts';
import { Heading, RecordView, Stack, Text } from '@ham/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RoomingEditor, type RoomingEditorProps } from './rooming-editor';

export interface RoomingScreenProps extends Pick<RoomingEditorProps, 'endpoints' | 'invalidates'> {
  /** The case number of the address (null: not a number, the 404 page). */
  docNum: number | null;
  query: UseQueryResult<RoomingList>;
  /** Under the title: the links back, the deadline (the staff's form, the agency's date). */
  children(list: RoomingList): ReactNode;
}

/**
 * A case's rooming list page, staff's and agency's alike (docs/product/rooming-list.md): the 404
 * page, a spinner or an error with 'Riprova' while it is not read, then 'Rooming list - Pratica N',
 * the case's name, what the side adds, and the grid.
 */
export function RoomingScreen({ docNum, query, endpoints, invalidates, children }: RoomingScreenProps) {
  return (
    <RecordView query={query} missing={docNum === null} errorTitle="Impossibile caricare la rooming list">
      {(list) => (
        <RoomingEditor
          key={`${docNum}-${list.version}`}
          docNum={docNum ?? list.caseNumber}
          list={list}
          endpoints={endpoints}
          invalidates={invalidates}
          header={
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                Rooming list - Pratica {list.caseNumber}
              </Heading>
              <Text color="fg.muted">{list.caseName}</Text>
              {children(list)}
            </Stack>
          }
        />
      )}
    </RecordView>
  );
}
