import {
  Center,
  EditPage,
  type EditPageProps,
  type FormSchema,
  NotFoundPage,
  routeId,
  Spinner,
} from '@ham/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { caseRoutes, casesPath } from '../../shared/case-routes';
import { useCaseHead } from './use-case-head';

export type CaseItemHead = NonNullable<ReturnType<typeof useCaseHead>['head']>;

export type CaseItemPageProps<TSchema extends FormSchema, TRecord> = Pick<
  EditPageProps<TSchema, TRecord>,
  'schema' | 'toForm' | 'toPayload'
> & {
  /** The item type's segment of the API paths: 'meals', 'bustrips' or 'guidedtours'. */
  type: string;
  /** The titles of a new item and of an item read back ('Aggiungi …', 'Modifica …'). */
  titles: readonly [add: string, edit: string];
  /** A new item's values, from the case's head. */
  empty(head: CaseItemHead): EditPageProps<TSchema, TRecord>['defaultValues'];
  /** The `XxxFields` of the item (they may need the case's head). */
  children(head: CaseItemHead): ReactNode;
};

/**
 * The edit page of an item of a case (…/dettagli/:docNum/{kind}/nuovo, …/modifica/:itemId): the 404 page
 * when a number is not valid, a spinner until the case's head is read, then the form, which reads and
 * saves `/docs/{type}/:itemId`, creates with `/docs/:docNum/{type}` and goes back to the case.
 */
export function CaseItemPage<TSchema extends FormSchema, TRecord>({
  type,
  titles,
  empty,
  children,
  ...form
}: CaseItemPageProps<TSchema, TRecord>) {
  const params = useParams();
  const docNum = routeId(params.docNum);
  const itemId = params.itemId === undefined ? undefined : routeId(params.itemId);
  const { head } = useCaseHead(docNum);
  if (docNum === null || itemId === null) return <NotFoundPage />;
  if (!head) {
    return (
      <Center py="16">
        <Spinner size="lg" color="colorPalette.solid" aria-label="Caricamento..." />
      </Center>
    );
  }
  return (
    <EditPage
      key={`${type}-${itemId ?? 'new'}`}
      title={titles[itemId ? 1 : 0]}
      resource={`case-${type}`}
      basePath={`${casesPath}/${type}`}
      createPath={`${casesPath}/${docNum}/${type}`}
      id={itemId}
      defaultValues={empty(head)}
      upRoute={caseRoutes.detail(docNum)}
      {...form}
    >
      {children(head)}
    </EditPage>
  );
}
