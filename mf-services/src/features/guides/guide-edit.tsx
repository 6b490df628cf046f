import { ResourceEdit } from '@ham/ui';
import { guides } from './api';
import { GuideFields } from './guide-fields';
import { guideForm } from './guide-form';

/** 'Aggiungi servizio guida' (/guida/nuova) and 'Modifica servizio guida' (/guida/modifica/:id). */
export function GuideEdit() {
  return (
    <ResourceEdit resource={guides} form={guideForm}>
      <GuideFields />
    </ResourceEdit>
  );
}
