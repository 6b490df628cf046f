import { type CaseFile, caseMessages } from '@ham/contracts';
import {
  Card,
  formatDate,
  formatEuro,
  Heading,
  HistoryPanel,
  HStack,
  PageAside,
  PageColumns,
  RecordView,
  routeId,
  Stack,
  Text,
} from '@ham/ui';
import { useParams } from 'react-router-dom';
import { CaseStatusBadge } from '../../shared/case-status-badge';
import { useCaseFile } from '../../shared/use-case-file';
import { CaseMarginCard } from '../margins/case-margin-card';
import { CasePaymentsSection } from '../payments/case-payments';
import { TouristTaxCard } from '../tourist-tax/tourist-tax-card';
import { CaseActions, CustomerCard, NotesCard } from './case-aside';
import { CaseItems } from './case-items';

/** The case detail (/pratiche/dettagli/:docNum): the 404 page, a spinner or the case's page. */
export function CaseDetail() {
  const docNum = routeId(useParams().docNum);
  const query = useCaseFile(docNum);
  return (
    <RecordView
      query={query}
      missing={docNum === null}
      errorTitle="Impossibile caricare la pratica"
      notFoundMessage={caseMessages.notFound(docNum ?? '')}
    >
      {(file) => <CasePage file={file} />}
    </RecordView>
  );
}

/** A case's page: its head, lines, money and history, with 'Azioni', 'Cliente' and 'Note' aside. */
function CasePage({ file: c }: { file: CaseFile }) {
  const docNum = c.number;
  return (
    <Stack gap="6">
      <CaseHead file={c} />
      <PageColumns>
        <Stack gap="6">
          <CaseItems file={c} docNum={docNum} />
          <CasePaymentsSection docNum={docNum} />
          <CaseMarginCard docNum={docNum} />
          <TouristTaxCard docNum={docNum} />
          <CaseTotal total={c.total} />
          <HistoryPanel target={{ kind: 'case', id: docNum }} />
        </Stack>
        <PageAside>
          <CaseActions file={c} />
          <CustomerCard customer={c.customer} />
          <NotesCard notes={c.notes} />
        </PageAside>
      </PageColumns>
    </Stack>
  );
}

/** 'Pratica N - name', its status, period, guest type, participants and who follows it. */
function CaseHead({ file: c }: { file: CaseFile }) {
  return (
    <Stack gap="1">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          Pratica {c.number} - {c.name}
        </Heading>
        <CaseStatusBadge status={c.status} />
      </HStack>
      <Text color="fg.muted">
        Dal {formatDate(c.beginDate)} al {formatDate(c.endDate)} · {c.guestType.name} · {c.guestCount}{' '}
        partecipanti
        {c.user ? ` · ${c.user.firstName} ${c.user.lastName}` : ''}
      </Text>
    </Stack>
  );
}

/** 'Importo totale' of the case (docs/product/cases.md). */
function CaseTotal({ total }: { total: number }) {
  return (
    <Card.Root>
      <Card.Body>
        <HStack justify="space-between" fontSize="lg" fontWeight="semibold">
          <Text>Importo totale</Text>
          <Text aria-label="Importo totale" data-testid="case-total">
            {formatEuro(total)}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
