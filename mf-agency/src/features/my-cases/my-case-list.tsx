import { type AgencyCase, formatItalianDate } from '@ham/contracts';
import { type ListColumn, ListTable, QueryErrorPanel, RowLink, ScreenFallback, Text } from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { AgencyPage } from '../../shared/agency-page';
import { agencyRoutes } from '../../shared/routes';
import { myCasesApi } from './api';

const columns: ListColumn<AgencyCase>[] = [
  { header: 'Pratica', cell: (c) => c.number, textAlign: 'end' },
  { header: 'Gruppo', cell: (c) => c.name },
  {
    header: 'Periodo',
    cell: (c) => `${formatItalianDate(c.beginDate)} - ${formatItalianDate(c.endDate)}`,
  },
  { header: 'Partecipanti', cell: (c) => `${c.guestCount} ${c.guestTypeName}` },
  { header: 'Rooming list', cell: (c) => `${c.participants} su ${c.guestCount}` },
  {
    header: 'Termine',
    cell: (c) => (c.editable ? `entro il ${formatItalianDate(c.deadline)}` : 'scaduto: sola lettura'),
  },
];

/** 'Le mie pratiche' (/mie-pratiche): the agency's confirmed cases, each opening its rooming list. */
export function MyCaseList() {
  const query = useQuery(myCasesApi.list());
  if (query.isError) return <QueryErrorPanel query={query} title="Le mie pratiche" />;
  if (!query.data) return <ScreenFallback />;
  return (
    <AgencyPage title="Le mie pratiche">
      {query.data.items.length === 0 ? (
        <Text color="fg.muted">Nessuna pratica confermata</Text>
      ) : (
        <ListTable<AgencyCase>
          label="Le mie pratiche"
          columns={columns}
          items={query.data.items}
          getRowId={(c) => c.number}
          actions={(c) => <RowLink to={agencyRoutes.myCase(c.number)}>Rooming list</RowLink>}
        />
      )}
    </AgencyPage>
  );
}
