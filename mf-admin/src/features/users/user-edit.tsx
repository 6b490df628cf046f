import { configureZodLocale, type UserEdit as UserRecord, userCreate, userUpdate } from '@ham/contracts';
import { ResourceEdit, useRouteId } from '@ham/ui';
import { users } from './api';
import { UserFields } from './user-fields';

configureZodLocale();

const userSave = userUpdate.omit({ version: true });
const emptyUser = { email: '', firstName: '', lastName: '' };
const toForm = (u: UserRecord) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
});
/** The e-mail cannot change: it is not sent back when editing. */
const toUpdate = ({
  email: _email,
  ...rest
}: {
  email?: string;
  firstName: string;
  lastName: string;
  roleId: UserRecord['roleId'];
}) => rest;

/** 'Aggiungi utente' (/utenti/nuovo) and 'Modifica utente' (/utenti/modifica/:id): the e-mail is fixed once created. */
export function UserEdit() {
  return useRouteId() ? (
    <ResourceEdit
      resource={users}
      schema={userSave}
      defaultValues={emptyUser}
      toForm={toForm}
      toPayload={toUpdate}
    >
      <UserFields editing />
    </ResourceEdit>
  ) : (
    <ResourceEdit resource={users} schema={userCreate} defaultValues={emptyUser} toForm={toForm}>
      <UserFields editing={false} />
    </ResourceEdit>
  );
}
