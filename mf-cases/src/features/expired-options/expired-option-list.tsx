import type { ExpiredOption } from '@ham/contracts';
import { Button, formatDate, Link, type ListColumn, ListPage, useDeleteWithConfirm } from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { caseRoutes } from '../../shared/case-routes';

const resource = 'expired-options';

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

export type ExpiredOptionListProps = Record<string, never>;

/** 'Opzioni scadute' (/opzioni-scadute): GET /allotment/options/expired (paged), DELETE /allotment/options/:id. */
export function ExpiredOptionList(_props: ExpiredOptionListProps) {
  // The list is under /allotment/options/expired, the delete under /allotment/options/:id.
  const deleteWithConfirm = useDeleteWithConfirm({ resource, path: '/allotment/options' });
  return (
    <ListPage<ExpiredOption>
      title="Opzioni scadute"
      resource={resource}
      path="/allotment/options/expired"
      columns={columns}
      rowActions={(o) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() =>
            void deleteWithConfirm(
              o.id,
              `Sicuro di eliminare l'opzione scaduta di "${o.contact}" presso "${o.hotel.name}"?`,
            )
          }
        >
          Elimina
        </Button>
      )}
    />
  );
}
