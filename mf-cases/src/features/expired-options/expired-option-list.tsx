import type { ExpiredOption } from '@ham/contracts';
import { formatDate, Link, type ListColumn, ListPage } from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { caseRoutes } from '../../shared/case-routes';
import { expiredOptionApi } from './api';

const columns: ListColumn<ExpiredOption>[] = [
  { header: 'Scadenza', cell: (o) => formatDate(o.expires) },
  { header: 'Hotel', cell: (o) => o.hotel.name },
  { header: 'Periodo', cell: (o) => `${formatDate(o.begin)} - ${formatDate(o.end)}` },
  { header: 'Posti', cell: (o) => o.places, textAlign: 'end' },
  {
    header: 'Riferimento',
    cell: (o) =>
      o.caseNumber === null ? (
        o.contact
      ) : (
        <Link asChild title={o.contact}>
          <RouterLink to={caseRoutes.detail(o.caseNumber)}>{o.contact}</RouterLink>
        </Link>
      ),
  },
];

/** 'Opzioni scadute' (/opzioni-scadute): GET /allotment/options/expired (paged), DELETE /allotment/options/:id. */
export function ExpiredOptionList() {
  return (
    <ListPage<ExpiredOption>
      title="Opzioni scadute"
      api={expiredOptionApi}
      columns={columns}
      deleteMessage={(o) =>
        `Sicuro di eliminare l'opzione scaduta di "${o.contact}" presso "${o.hotel.name}"?`
      }
    />
  );
}
