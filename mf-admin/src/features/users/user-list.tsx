import type { User } from '@ham/contracts';
import { ResourceList, type ResourceListSpec } from '@ham/ui';
import { users } from './api';

const userList: ResourceListSpec<User> = {
  columns: [
    { header: 'Nome', cell: (u) => u.firstName },
    { header: 'Cognome', cell: (u) => u.lastName },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Ruolo', cell: (u) => u.role.name },
  ],
  deleteMessage: (u) => `L'utente ${u.firstName} ${u.lastName} non sarà più in grado di accedere. Confermi?`,
};

/** 'Utenti' (docs/product/roles.md#users): table Nome, Cognome, Email, Ruolo, Azioni; paged. */
export function UserList() {
  return <ResourceList resource={users} {...userList} />;
}
