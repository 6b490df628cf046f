import { addDays, todayInRome } from '@ham/contracts';
import { useEndpointUrl } from '@ham/platform';
import {
  Button,
  DateInput,
  Heading,
  HStack,
  LabeledField,
  Link,
  QueryErrorPanel,
  Spinner,
  Stack,
  StatementView,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statementApi } from './api';

/** 'Estratto conto' of the agency portal: the agency's own documents, payments and open items. */
export function AgencyStatementPage() {
  const today = todayInRome();
  const [period, setPeriod] = useState({ from: addDays(today, -365), to: today });
  const query = useQuery(statementApi.statement(period));
  const url = useEndpointUrl();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Estratto conto
      </Heading>
      <HStack gap="4" align="end" wrap="wrap">
        <LabeledField label="Dal">
          <DateInput value={period.from} onChange={(v) => v && setPeriod((p) => ({ ...p, from: v }))} />
        </LabeledField>
        <LabeledField label="Al">
          <DateInput value={period.to} onChange={(v) => v && setPeriod((p) => ({ ...p, to: v }))} />
        </LabeledField>
        <Button asChild size="sm" variant="outline">
          <Link href={url(statementApi.endpoints.pdf, { query: period })} target="_blank" rel="noopener">
            Apri PDF
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={url(statementApi.endpoints.xlsx, { query: period })}>Scarica Excel</Link>
        </Button>
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
