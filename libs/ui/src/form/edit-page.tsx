import { Card, Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { messages } from '@ham/contracts';
import { ApiError, type QueryParams, usePlatform } from '@ham/platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { createQueryKeys } from '../crud/query-keys';
import { ErrorPanel } from '../feedback/error-panel';
import { applySaveError } from './apply-save-error';
import { Form, type FormSchema, useZodForm } from './form';
import { FormFooter } from './form-footer';

type Id = string | number;

export type EditPageProps<TSchema extends FormSchema, TRecord> = {
  /** Page heading, e.g. 'Aggiungi area' / 'Modifica area'. */
  title: string;
  /** 'h2' when the form is a part of a page (e.g. a tab of TabsPage). */
  titleAs?: 'h1' | 'h2';
  /** Query-key namespace shared with the list, e.g. 'areas'. */
  resource: string;
  /** API base, e.g. '/geo/areas': GET/PUT `{base}/{id}`, POST `{base}`. */
  basePath: string;
  /** The record being edited; none to create. */
  id?: Id;
  /** A suffix of the read and save URLs, e.g. 'edit' → GET and PUT `{base}/{id}/edit`. */
  getSuffix?: string;
  /** Create URL when not `basePath`. */
  createPath?: string;
  /** Extra query params of the save. */
  saveQuery?: QueryParams;
  /** The form's schema, from libs/contracts. */
  schema: TSchema;
  defaultValues: z.input<TSchema>;
  toForm(record: TRecord): z.input<TSchema>;
  toPayload?(values: z.output<TSchema>, record: TRecord | undefined): unknown;
  /** Where 'Annulla' and a successful save go. */
  upRoute?: string;
  /** Where a successful save goes instead, by the saved id. */
  itemRoute?(id: Id): string;
  /** The `XxxFields` component, shared by create and edit. */
  children: ReactNode;
};

function recordVersion(record: unknown): number | undefined {
  const v = (record as { version?: unknown } | undefined)?.version;
  return typeof v === 'number' ? v : undefined;
}

/**
 * The shared edit form (SPEC 'Shared edit form', §7 'Generic edit'): loads the record when
 * there is an id, validates on submit, POSTs or PUTs with the version read, maps server
 * field errors onto the fields and keeps the form as typed when the save is refused.
 */
export function EditPage<TSchema extends FormSchema, TRecord = unknown>(
  props: EditPageProps<TSchema, TRecord>,
) {
  const { api } = usePlatform();
  const { resource, basePath, id, getSuffix } = props;
  const keys = useMemo(() => createQueryKeys(resource), [resource]);
  const editing = id !== undefined && id !== '';
  const detail = useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<TRecord>(`${basePath}/${id}${getSuffix ? `/${getSuffix}` : ''}`, undefined, { signal }),
    enabled: editing,
    gcTime: 0,
  });

  let body: ReactNode;
  if (!editing) body = <EditForm {...props} record={undefined} />;
  else if (detail.isPending) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="colorPalette.solid" aria-label="Caricamento..." />
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
    body = (
      <EditForm
        key={recordVersion(detail.data) ?? 'record'}
        {...props}
        record={detail.data}
        reload={async () => void (await detail.refetch())}
      />
    );
  }

  return (
    <Stack gap="6" maxWidth="4xl">
      <Heading as={props.titleAs ?? 'h1'} size={props.titleAs === 'h2' ? 'lg' : '2xl'}>
        {props.title}
      </Heading>
      {body}
    </Stack>
  );
}

type EditFormProps<TSchema extends FormSchema, TRecord> = EditPageProps<TSchema, TRecord> & {
  record: TRecord | undefined;
  /** Reloads the record after a save that stays on the page. */
  reload?(): Promise<void>;
};

function EditForm<TSchema extends FormSchema, TRecord>({
  resource,
  basePath,
  id,
  getSuffix,
  createPath,
  saveQuery,
  schema,
  defaultValues,
  toForm,
  toPayload = (values) => values,
  upRoute,
  itemRoute,
  children,
  title,
  record,
  reload,
}: EditFormProps<TSchema, TRecord>) {
  const { api, notify } = usePlatform();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const keys = createQueryKeys(resource);
  const form = useZodForm(schema, {
    defaultValues: (record === undefined ? defaultValues : toForm(record)) as never,
  });
  const [saveError, setSaveError] = useState<string | null>(null);

  const handleSubmit = async (values: z.output<TSchema>) => {
    setSaveError(null);
    const payload = toPayload(values, record);
    const version = recordVersion(record);
    try {
      const saved =
        record !== undefined && id !== undefined
          ? await api.put<{ id?: Id }>(
              `${basePath}/${id}${getSuffix ? `/${getSuffix}` : ''}`,
              version === undefined ? payload : { ...(payload as object), version },
              saveQuery,
            )
          : await api.post<{ id?: Id }>(createPath ?? basePath, payload, saveQuery);
      const savedId = saved?.id ?? id;
      await queryClient.invalidateQueries({ queryKey: keys.lists() });
      const leaves = (itemRoute !== undefined && savedId !== undefined) || upRoute !== undefined;
      if (savedId !== undefined && (leaves || !reload))
        queryClient.removeQueries({ queryKey: keys.detail(savedId) });
      notify({ status: 'success', title: 'Salvataggio completato' });
      if (itemRoute && savedId !== undefined) navigate(itemRoute(savedId));
      else if (upRoute) navigate(upRoute);
      else if (reload) await reload();
      else if (savedId !== undefined) form.reset(values as never);
    } catch (err) {
      // Errors of fields on screen go under them; anything else is said above the buttons.
      setSaveError(applySaveError(err, form.setError, { formFields: Object.keys(form.getValues()) }));
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} aria-label={title}>
      <Card.Root>
        <Card.Body>
          <Stack gap="5">{children}</Stack>
        </Card.Body>
      </Card.Root>
      <FormFooter error={saveError} onCancel={upRoute ? () => navigate(upRoute) : undefined} />
    </Form>
  );
}
