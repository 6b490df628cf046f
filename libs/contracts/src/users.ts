import { z } from 'zod';
import { authUser, role, roleIds } from './auth';
import { requiredText, versioned, whenPresent } from './common';
import { messages } from './messages';

/** A staff e-mail as the forms and the API accept it: trimmed, lower-cased, valid. */
export const requiredEmail = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(254, messages.tooLong(254))
  .pipe(z.email(messages.email))
  .transform((v) => v.toLowerCase());

export const roleId = z.enum(roleIds, whenPresent('Ruolo non valido'));
export type RoleId = z.infer<typeof roleId>;

/** A staff user (docs/product/roles.md#users): list item and response of POST/PUT. */
export const user = authUser.pick({ id: true, email: true, firstName: true, lastName: true }).extend({
  roleId,
  role,
});
export type User = z.infer<typeof user>;

/** GET /api/users/:id/edit: the user with the `version` to send back with the PUT. */
export const userEdit = user.merge(versioned);
export type UserEdit = z.infer<typeof userEdit>;

/** POST /api/users: creates the login and e-mails the invitation (link valid 72 hours). */
export const userCreate = z.object({
  email: requiredEmail,
  firstName: requiredText(100),
  lastName: requiredText(100),
  roleId,
});
export type UserCreate = z.infer<typeof userCreate>;

/**
 * PUT /api/users/:id/edit. The e-mail cannot change: it may be sent
 * back as read (the form shows it disabled), a different one answers 400 `fields.email`.
 */
export const userUpdate = z
  .object({
    email: z.string().trim().toLowerCase().optional(),
    firstName: requiredText(100),
    lastName: requiredText(100),
    roleId,
  })
  .merge(versioned);
export type UserUpdate = z.infer<typeof userUpdate>;

export const userMessages = {
  emailInUse: 'Indirizzo e-mail già in uso',
  emailFixed: "L'indirizzo e-mail non può essere modificato",
  notFound: 'Utente non trovato',
  deleteSelf: 'Non puoi eliminare il tuo utente',
  lastAdmin:
    'Deve restare almeno un utente con ruolo Amministratore: impossibile eliminarlo o cambiarne il ruolo.',
  /** The info notice of 'Aggiungi utente' (docs/product/roles.md#users). */
  invitationNotice:
    "L'utente riceverà un'e-mail con un link per impostare la password e completare la registrazione.",
} as const;
