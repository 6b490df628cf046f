import type { User } from '@ham/contracts';
import { type ListColumn, ListPage } from '@ham/ui';
import { userRoutes, usersPath, usersResource } from './api';

const columns: ListColumn<User>[] = [
  { header: 'Nome', cell: (u) => u.firstName },
  { header: 'Cognome', cell: (u) => u.lastName },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Ruolo', cell: (u) => u.role.name },
];

export type UserListProps = Record<string, never>;

/** 'Utenti' (SPEC Users): table Nome, Cognome, Email, Ruolo, Azioni; paged. */
export function UserList(_props: UserListProps) {
  return (
    <ListPage<User>
      title="Utenti"
      resource={usersResource}
      path={usersPath}
      columns={columns}
      addRoute={userRoutes.add}
      editRoute={(u) => userRoutes.edit(u.id)}
      deleteMessage={(u) =>
        `L'utente ${u.firstName} ${u.lastName} non sarà più in grado di accedere. Confermi?`
      }
      permission="manage_users"
    />
  );
}
