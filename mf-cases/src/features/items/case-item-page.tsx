import { callEndpoint } from '@ham/platform';
import {
  Center,
  EditPage,
  type EditPageProps,
  type FormSchema,
  LoadingSpinner,
  NotFoundPage,
  routeId,
} from '@ham/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { outsidePeriodConfirm } from '../../shared/outside-period';
import type { ItemApi } from './api';
import { useCaseHead } from './use-case-head';

export type CaseItemHead = NonNullable<ReturnType<typeof useCaseHead>['head']>;

export type CaseItemPageProps<TSchema extends FormSchema, TRecord, TWrite> = Pick<
  EditPageProps<TSchema, TRecord, TWrite>,
  'schema' | 'toForm' | 'toPayload'
> & {
  /** The item type's endpoints (`itemApi.meals`, `itemApi.bustrips`, `itemApi.guidedtours`). */
  api: ItemApi<TRecord, TWrite>;
  /** The titles of a new item and of an item read back ('Aggiungi …', 'Modifica …'). */
  titles: readonly [add: string, edit: string];
  /** A new item's values, from the case's head. */
  empty(head: CaseItemHead): EditPageProps<TSchema, TRecord, TWrite>['defaultValues'];
  /** The item's date: outside the case's period, the save asks first. */
  itemDate(values: z.output<TSchema>): string | null;
  /** The `XxxFields` of the item (they may need the case's head). */
  children(head: CaseItemHead): ReactNode;
};

/**
 * The edit page of an item of a case (…/dettagli/:docNum/{kind}/nuovo, …/modifica/:itemId): the 404 page
 * when a number is not valid, a spinner until the case's head is read, then the form, which reads and
 * saves the item, creates it in the case, refreshes the case and goes back to it.
 */
export function CaseItemPage<TSchema extends FormSchema, TRecord, TWrite>({
  api,
  titles,
  empty,
  itemDate,
  children,
  ...form
}: CaseItemPageProps<TSchema, TRecord, TWrite>) {
  const params = useParams();
  const docNum = routeId(params.docNum);
  const itemId = params.itemId === undefined ? undefined : routeId(params.itemId);
  const { head } = useCaseHead(docNum);
  if (docNum === null || itemId === null) return <NotFoundPage />;
  if (!head) {
    return (
      <Center py="16">
        <LoadingSpinner size="lg" color="colorPalette.solid" />
      </Center>
    );
  }
  return (
    <EditPage<TSchema, TRecord, TWrite>
      key={itemId ?? 'new'}
      title={titles[itemId ? 1 : 0]}
      record={itemId ? api.item(itemId) : undefined}
      send={(body, { api: client }) =>
        itemId
          ? callEndpoint(client, api.update, { params: { id: itemId }, body })
          : callEndpoint(client, api.create, { params: { docNum }, body })
      }
      invalidates={[caseApi.keys.detail(docNum)]}
      confirmFirst={(values) => outsidePeriodConfirm([itemDate(values)], head)}
      defaultValues={empty(head)}
      upRoute={caseRoutes.detail(docNum)}
      {...form}
    >
      {children(head)}
    </EditPage>
  );
}
