import { configureZodLocale, type UserEdit as UserRecord, userCreate, userUpdate } from '@ham/contracts';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { userRoutes, usersPath, usersResource } from './api';
import { UserFields } from './user-fields';

configureZodLocale();

const userSave = userUpdate.omit({ version: true });
const emptyUser = { email: '', firstName: '', lastName: '', roleId: undefined as never };
const toForm = (u: UserRecord) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
});
/** The e-mail cannot change: it is not sent back when editing. */
const toUpdate = ({ email: _email, ...rest }: { email?: string }) => rest;

export type UserEditProps = Record<string, never>;

/** 'Aggiungi utente' (/utenti/nuovo) and 'Modifica utente' (/utenti/modifica/:userId). */
export function UserEdit(_props: UserEditProps) {
  const { userId } = useParams();
  if (userId !== undefined && routeId(userId) === null) return <NotFoundPage />;
  const common = {
    resource: usersResource,
    basePath: usersPath,
    toForm,
    upRoute: userRoutes.list,
    defaultValues: emptyUser,
  };
  return userId ? (
    <EditPage
      key={userId}
      title="Modifica utente"
      id={Number(userId)}
      getSuffix="edit"
      schema={userSave}
      toPayload={toUpdate}
      {...common}
    >
      <UserFields editing />
    </EditPage>
  ) : (
    <EditPage key="new" title="Aggiungi utente" schema={userCreate} {...common}>
      <UserFields editing={false} />
    </EditPage>
  );
}
