import { addDays, todayInRome } from '@ham/contracts';
import { useEndpointUrl } from '@ham/platform';
import { Link, NotFoundPage, routeId, StatementScreen } from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { paymentApi } from './api';
import { incassiRoutes } from './receivable-list';

/** The period a statement opens with: the last 365 days. */
export const defaultPeriod = (today = todayInRome()) => ({ from: addDays(today, -365), to: today });

/** 'Estratto conto' of an agency (staff; from 'Incassi' and from the agency's page): screen, PDF and Excel. */
export function StatementPage() {
  const agencyId = routeId(useParams().agencyId);
  const [params, setParams] = useSearchParams();
  const period = {
    ...defaultPeriod(),
    ...Object.fromEntries(
      ['from', 'to'].flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
    ),
  };
  const query = useQuery({ ...paymentApi.statement(agencyId ?? 0, period), enabled: agencyId !== null });
  const url = useEndpointUrl();
  if (agencyId === null) return <NotFoundPage />;
  const setDate = (key: 'from' | 'to', v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(key, v);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <StatementScreen
      title={`Estratto conto${query.data ? ` – ${query.data.agency.name}` : ''}`}
      period={period}
      onPeriodChange={setDate}
      pdfHref={url(paymentApi.endpoints.statementPdf, { params: { id: agencyId }, query: period })}
      xlsxHref={url(paymentApi.endpoints.statementXlsx, { params: { id: agencyId }, query: period })}
      query={query}
      links={
        <Link asChild>
          <RouterLink to={`${incassiRoutes.list}?agency=${agencyId}`}>Scadenze dell'agenzia</RouterLink>
        </Link>
      }
    />
  );
}
