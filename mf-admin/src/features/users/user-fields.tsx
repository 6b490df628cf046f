import { userMessages } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { Alert, RadioGroupField, TextField } from '@ham/ui';

export type UserFieldsProps = { editing: boolean };

/** The fields of a staff user: the e-mail is fixed once created; the role shows its description. */
export function UserFields({ editing }: UserFieldsProps) {
  const { reference } = usePlatform();
  const roles = reference.adminRoles.map((r) => ({ value: r.id, label: r.name, description: r.description }));
  return (
    <>
      {!editing && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{userMessages.invitationNotice}</Alert.Title>
        </Alert.Root>
      )}
      <TextField name="email" label="E-mail" type="email" autoComplete="off" required disabled={editing} />
      <TextField name="firstName" label="Nome" required />
      <TextField name="lastName" label="Cognome" required />
      <RadioGroupField name="roleId" label="Ruolo" required options={roles} />
    </>
  );
}
