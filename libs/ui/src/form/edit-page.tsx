import { Card, Center, Heading, Stack } from '@chakra-ui/react';
import { messages } from '@ham/contracts';
import { ApiError, type RecordId } from '@ham/platform';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ErrorPanel } from '../feedback/error-panel';
import { LoadingSpinner } from '../feedback/loading-spinner';
import type { HistoryTarget } from '../layout/history-api';
import { HistoryPanel } from '../layout/history-panel';
import { type ForceQuestion, type SendContext, type UseSaveOptions, useSave } from '../save/use-save';
import { Form, type FormDefaults, type FormSchema, useZodForm } from './form';
import { FormFooter } from './form-footer';
import { useUnsavedChangesGuard } from './unsaved-changes';

/** The query options of the record being edited (a feature api.ts factory, e.g. `areas.api.detail(id)`). */
// biome-ignore lint/suspicious/noExplicitAny: any query key (each factory's key is its own tuple type)
export type RecordQuery<TRecord> = UseQueryOptions<TRecord, Error, TRecord, any>;

export type EditSendContext<TRecord> = SendContext & {
  /** The record read (none when creating). */
  record: TRecord | undefined;
};

export type EditPageProps<TSchema extends FormSchema, TRecord, TPayload = z.output<TSchema>> = {
  /** Page heading, e.g. 'Aggiungi area' / 'Modifica area'. */
  title: string;
  /**
   * The form is the content of a tab (TabsPage): the tab already names it, so no heading repeats
   * it under the tab; the title still names the form.
   */
  inTab?: boolean;
  /** The record to edit; none to create. */
  record?: RecordQuery<TRecord>;
  /**
   * Saves the payload (`toPayload` of the values, plus the `version` read when editing a
   * versioned record): a feature api.ts's create or update. May answer `{ id }` (for `itemRoute`).
   */
  send(payload: TPayload, context: EditSendContext<TRecord>): Promise<unknown>;
  /** The queries the save makes stale (the resource's lists, a parent…); the record's own is added. */
  invalidates?: readonly QueryKey[];
  /** A refusal the user may override (a confirmable 409): asked, then resent with `force`. */
  force?: ForceQuestion;
  /** A question before saving valid values (null: none), e.g. a date outside the case's period; 'no' saves nothing. */
  confirmFirst?: UseSaveOptions<z.output<TSchema>, unknown>['confirmFirst'];
  /** The form's schema, from libs/contracts. */
  schema: TSchema;
  defaultValues: FormDefaults<z.input<TSchema>>;
  toForm(record: TRecord): FormDefaults<z.input<TSchema>>;
  /** The body of the save, when not the form's values. */
  toPayload?(values: z.output<TSchema>, record: TRecord | undefined): TPayload;
  /** Where 'Annulla' and a successful save go. */
  upRoute?: string;
  /** Where a successful save goes instead, by the saved id. */
  itemRoute?(id: RecordId): string;
  /** The `XxxFields` component, shared by create and edit. */
  children: ReactNode;
  /** The record's 'Storico modifiche' under the form (docs/product/history.md), when editing. */
  history?: HistoryTarget;
};

function recordVersion(record: unknown): number | undefined {
  const v = (record as { version?: unknown } | undefined)?.version;
  return typeof v === 'number' ? v : undefined;
}

/**
 * The shared edit form (docs/product/screens.md#shared-edit-form): reads the record when there
 * is one, validates on submit, saves with the version read through `useSave` (field errors under
 * the fields, the rest above the buttons) and keeps the form as typed when the save is refused.
 */
export function EditPage<TSchema extends FormSchema, TRecord = unknown, TPayload = z.output<TSchema>>(
  props: EditPageProps<TSchema, TRecord, TPayload>,
) {
  const editing = props.record !== undefined;
  const detail = useQuery({
    ...(props.record ?? { queryKey: ['edit-page', 'new'], queryFn: () => null as TRecord }),
    enabled: editing,
    gcTime: 0,
  });

  let body: ReactNode;
  if (!editing) body = <EditForm {...props} current={undefined} />;
  else if (detail.isPending) {
    body = (
      <Center py="16">
        <LoadingSpinner size="lg" color="colorPalette.solid" />
      </Center>
    );
  } else if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    body = (
      <ErrorPanel
        title={notFound ? messages.notFound : 'Impossibile caricare i dati'}
        description={notFound ? undefined : detail.error.message}
        onRetry={notFound ? undefined : () => void detail.refetch()}
      />
    );
  } else {
    // A save that stays on the page reloads the record: the new version remounts the form.
    body = <EditForm key={recordVersion(detail.data) ?? 'record'} {...props} current={detail.data} />;
  }

  return (
    <Stack gap="6" maxWidth="4xl">
      {!props.inTab && (
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
      )}
      {body}
      {editing && props.history && detail.isSuccess && <HistoryPanel target={props.history} />}
    </Stack>
  );
}

type EditFormProps<TSchema extends FormSchema, TRecord, TPayload> = EditPageProps<
  TSchema,
  TRecord,
  TPayload
> & {
  current: TRecord | undefined;
};

function EditForm<TSchema extends FormSchema, TRecord, TPayload>({
  record,
  send,
  invalidates = [],
  force,
  confirmFirst,
  schema,
  defaultValues,
  toForm,
  toPayload,
  upRoute,
  itemRoute,
  children,
  title,
  current,
}: EditFormProps<TSchema, TRecord, TPayload>) {
  const navigate = useNavigate();
  const form = useZodForm(schema, {
    defaultValues: current === undefined ? defaultValues : toForm(current),
  });
  // Leaving with changes not saved asks first; a successful save leaves (or stays) without asking.
  const allowLeave = useUnsavedChangesGuard(form.formState.isDirty);
  const recordKey = record?.queryKey;
  const { save, error } = useSave<z.output<TSchema>, unknown>({
    send: (values, context) => {
      // Without toPayload the payload is the values (TPayload's default).
      const payload = toPayload ? toPayload(values, current) : (values as TPayload);
      const version = recordVersion(current);
      return send(version === undefined ? payload : { ...payload, version }, { ...context, record: current });
    },
    force,
    confirmFirst,
    // Leaving the page: the record's data is dropped; staying: it is read again.
    removes: upRoute || itemRoute ? (recordKey ? [recordKey] : []) : [],
    invalidates: upRoute || itemRoute || !recordKey ? invalidates : [...invalidates, recordKey],
    // Errors of fields on screen go under them; anything else is said above the buttons.
    form: { setError: form.setError, formFields: Object.keys(form.getValues()) },
    onSaved: (saved) => {
      const savedId = (saved as { id?: RecordId } | undefined)?.id;
      allowLeave();
      if (itemRoute && savedId !== undefined) navigate(itemRoute(savedId));
      else if (upRoute) navigate(upRoute);
      // Staying: what was saved is the form's new starting point (no longer a change).
      else form.reset(form.getValues());
    },
  });

  return (
    <Form form={form} onSubmit={(values) => save(values)} aria-label={title}>
      <Card.Root>
        <Card.Body>
          <Stack gap="5">{children}</Stack>
        </Card.Body>
      </Card.Root>
      <FormFooter error={error} onCancel={upRoute ? () => navigate(upRoute) : undefined} />
    </Form>
  );
}
