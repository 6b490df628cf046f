import { type ConfigGroup, configureZodLocale } from '@ham/contracts';
import { EditPage, type EditPageProps, type FormSchema } from '@ham/ui';
import { configPath, configResource } from './api';

configureZodLocale();

export type ConfigTabProps<TSchema extends FormSchema, TRecord> = Pick<
  EditPageProps<TSchema, TRecord>,
  'title' | 'schema' | 'toForm' | 'children'
> & { group: ConfigGroup };

/** One group of 'Configurazione generale': loads it, saves it with 'Conferma' and shows what was saved. */
export function ConfigTab<TSchema extends FormSchema, TRecord>({
  group,
  ...props
}: ConfigTabProps<TSchema, TRecord>) {
  return (
    <EditPage<TSchema, TRecord>
      {...props}
      titleAs="h2"
      resource={configResource}
      basePath={configPath}
      id={group}
      // A group always exists (never saved: its defaults), so the form starts from what is read.
      defaultValues={{} as never}
    />
  );
}
