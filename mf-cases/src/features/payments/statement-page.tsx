import { addDays, todayInRome } from '@ham/contracts';
import { useEndpointUrl } from '@ham/platform';
import {
  Button,
  DateInput,
  Heading,
  HStack,
  LabeledField,
  Link,
  NotFoundPage,
  QueryErrorPanel,
  routeId,
  Spinner,
  Stack,
  StatementView,
} from '@ham/ui';
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
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Estratto conto{query.data ? ` – ${query.data.agency.name}` : ''}
      </Heading>
      <HStack gap="4" align="end" wrap="wrap">
        <LabeledField label="Dal">
          <DateInput value={period.from} onChange={(v) => setDate('from', v)} />
        </LabeledField>
        <LabeledField label="Al">
          <DateInput value={period.to} onChange={(v) => setDate('to', v)} />
        </LabeledField>
        <Button asChild size="sm" variant="outline">
          <Link
            href={url(paymentApi.endpoints.statementPdf, { params: { id: agencyId }, query: period })}
            target="_blank"
            rel="noopener"
          >
            Apri PDF
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={url(paymentApi.endpoints.statementXlsx, { params: { id: agencyId }, query: period })}>
            Scarica Excel
          </Link>
        </Button>
        <Link asChild>
          <RouterLink to={`${incassiRoutes.list}?agency=${agencyId}`}>Scadenze dell'agenzia</RouterLink>
        </Link>
      </HStack>
      {query.isPending ? (
        <Spinner aria-label="Caricamento..." />
      ) : query.isError ? (
        <QueryErrorPanel query={query} title="Impossibile caricare l'estratto conto" />
      ) : (
        <StatementView statement={query.data} />
      )}
    </Stack>
  );
}
