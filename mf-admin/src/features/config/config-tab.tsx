import { type ConfigGroup, configureZodLocale } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import { EditPage, type EditPageProps, type FormSchema } from '@ham/ui';
import { type ConfigGroups, configApi } from './api';

configureZodLocale();

export type ConfigTabProps<TSchema extends FormSchema, G extends ConfigGroup> = Pick<
  EditPageProps<TSchema, ConfigGroups[G]['record'], ConfigGroups[G]['write']>,
  'title' | 'schema' | 'toForm' | 'children'
> & { group: G };

/** One group of 'Configurazione generale': loads it, saves it with 'Conferma' and shows what was saved. */
export function ConfigTab<TSchema extends FormSchema, G extends ConfigGroup>({
  group,
  ...props
}: ConfigTabProps<TSchema, G>) {
  return (
    <EditPage<TSchema, ConfigGroups[G]['record'], ConfigGroups[G]['write']>
      {...props}
      inTab
      record={configApi.group(group)}
      history={{ kind: 'config', id: group }}
      send={(body, { api }) => callEndpoint(api, configApi.endpoints.update(group), { body })}
      // A group always exists (never saved: its defaults), so the form starts from what is read.
      defaultValues={{}}
    />
  );
}
