import { configureZodLocale, type UserEdit as UserRecord, userCreate, userUpdate } from '@ham/contracts';
import { formSpec } from '@ham/ui';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

const emptyUser = { email: '', firstName: '', lastName: '' };
const toForm = (u: UserRecord) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
});

/** 'Aggiungi utente': the e-mail, the names and the role. */
export const userCreateForm = formSpec({ schema: userCreate, empty: emptyUser, toForm });

/** 'Modifica utente': the e-mail cannot change, so it is not sent back. */
export const userUpdateForm = formSpec({
  schema: userUpdate.omit({ version: true }),
  empty: emptyUser,
  toForm,
  toPayload: ({ email: _email, ...rest }) => rest,
});
