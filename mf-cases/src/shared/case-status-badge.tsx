import { type CaseStatus, caseStatusLabels } from '@ham/contracts';
import { Badge } from '@ham/ui';

const palette: Record<CaseStatus, string> = {
  preventivo: 'gray',
  opzione: 'orange',
  scaduta: 'red',
  confermata: 'green',
  fatturata: 'blue',
};

/** Where a case stands ('Preventivo', 'In opzione', …; docs/product/cases.md) as a coloured badge. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return <Badge colorPalette={palette[status]}>{caseStatusLabels[status]}</Badge>;
}
