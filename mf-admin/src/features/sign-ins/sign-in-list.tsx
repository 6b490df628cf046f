import { type SignInEvent, signInEventKinds, signInEventLabels } from '@ham/contracts/history';
import { formatDateTime, type ListColumn, ListPage } from '@ham/ui';
import { signInApi } from './api';

const columns: ListColumn<SignInEvent>[] = [
  { header: 'Data e ora', cell: (e) => formatDateTime(e.at) },
  { header: 'Evento', cell: (e) => e.kindName },
  { header: 'Account', cell: (e) => e.account ?? '—' },
  { header: 'E-mail', cell: (e) => e.email ?? '—' },
  { header: 'Indirizzo', cell: (e) => e.ip ?? '—' },
  { header: 'Browser', cell: (e) => e.userAgent ?? '—', maxWidth: { base: '14rem', xl: '24rem' } },
];

/** 'Accessi': the sign-in events, newest first, by e-mail or name, kind and period. */
export function SignInList() {
  return (
    <ListPage<SignInEvent>
      title="Accessi"
      api={signInApi}
      columns={columns}
      filters={[
        { type: 'text', name: 'q', label: 'Account o e-mail' },
        {
          type: 'select',
          name: 'kind',
          label: 'Evento',
          allLabel: 'Tutti',
          options: signInEventKinds.map((k) => ({ value: k, label: signInEventLabels[k] })),
        },
        { type: 'date', name: 'from', label: 'Dal' },
        { type: 'date', name: 'to', label: 'Al' },
      ]}
      emptyText="Nessun accesso"
    />
  );
}
