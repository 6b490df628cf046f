import { ResourceEdit, useRouteId } from '@ham/ui';
import { users } from './api';
import { UserFields } from './user-fields';
import { userCreateForm, userUpdateForm } from './user-form';

/** 'Aggiungi utente' (/utenti/nuovo) and 'Modifica utente' (/utenti/modifica/:id): the e-mail is fixed once created. */
export function UserEdit() {
  return useRouteId() ? (
    <ResourceEdit resource={users} form={userUpdateForm}>
      <UserFields editing />
    </ResourceEdit>
  ) : (
    <ResourceEdit resource={users} form={userCreateForm}>
      <UserFields editing={false} />
    </ResourceEdit>
  );
}
