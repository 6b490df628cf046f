import { addDays, todayInRome } from '@ham/contracts';
import { useEndpointUrl } from '@ham/platform';
import { StatementScreen } from '@ham/ui';
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
    <StatementScreen
      title="Estratto conto"
      period={period}
      onPeriodChange={(key, v) => v && setPeriod((p) => ({ ...p, [key]: v }))}
      pdfHref={url(statementApi.endpoints.pdf, { query: period })}
      xlsxHref={url(statementApi.endpoints.xlsx, { query: period })}
      query={query}
    />
  );
}
