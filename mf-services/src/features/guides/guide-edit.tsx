import { configureZodLocale } from '@ham/contracts';
import { ResourceEdit } from '@ham/ui';
import { guides } from './api';
import { GuideFields } from './guide-fields';
import { emptyGuide, guideForm, guidePayload, guideToForm } from './guide-form';

configureZodLocale();

/** 'Aggiungi servizio guida' (/guida/nuova) and 'Modifica servizio guida' (/guida/modifica/:id). */
export function GuideEdit() {
  return (
    <ResourceEdit
      resource={guides}
      schema={guideForm}
      defaultValues={emptyGuide}
      toForm={guideToForm}
      toPayload={guidePayload}
    >
      <GuideFields />
    </ResourceEdit>
  );
}
