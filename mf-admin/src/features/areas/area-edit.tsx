import { ResourceEdit } from '@ham/ui';
import { areas } from './api';
import { AreaFields } from './area-fields';
import { areaForm } from './area-form';

/** 'Aggiungi area' (/aree/nuova) and 'Modifica area' (/aree/modifica/:id). */
export function AreaEdit() {
  return (
    <ResourceEdit resource={areas} form={areaForm}>
      <AreaFields />
    </ResourceEdit>
  );
}
