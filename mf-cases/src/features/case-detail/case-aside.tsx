import type { CaseFile } from '@ham/contracts';
import { Button, DetailList, SectionCard, Stack, Text, useSave } from '@ham/ui';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { type Removal, removal } from './case-items';
import { DocumentActions } from './documents/document-actions';

/** 'Azioni': the case's edit pages, its documents and 'Elimina pratica'. */
export function CaseActions({ file: c }: { file: CaseFile }) {
  const navigate = useNavigate();
  const docNum = c.number;
  const deleteCase = useSave<Removal>({
    ...removal,
    removes: [caseApi.keys.detail(docNum)],
    invalidates: [caseApi.keys.lists()],
    onSaved: () => navigate(caseRoutes.list),
  });
  const handleDeleteCase = () =>
    void deleteCase.save({
      endpoint: caseApi.endpoints.remove,
      params: { docNum },
      message: `Sicuro di eliminare la pratica ${c.number} "${c.name}"?`,
    });
  const links: [string, string][] = [
    ['Modifica dati pratica', caseRoutes.headEdit(docNum)],
    ['Aggiungi hotel', caseRoutes.stayAdd(docNum)],
    ['Aggiungi ristorante', caseRoutes.itemAdd(docNum, 'pasto')],
    ['Aggiungi trasferimento / escursione bus', caseRoutes.itemAdd(docNum, 'bus')],
    ['Aggiungi visita guidata', caseRoutes.itemAdd(docNum, 'tour')],
    ['Costi e riduzioni aggiuntivi', caseRoutes.extras(docNum)],
    ['Rooming list', caseRoutes.rooming(docNum)],
  ];
  return (
    <SectionCard title="Azioni" as="aside">
      <Stack gap="2" direction={{ base: 'row', '2xl': 'column' }} wrap={{ base: 'wrap', '2xl': 'nowrap' }}>
        {links.map(([label, to]) => (
          <Button
            key={label}
            asChild
            variant="outline"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
            height="auto"
            minHeight="10"
            py="2"
          >
            <RouterLink to={to}>{label}</RouterLink>
          </Button>
        ))}
        <DocumentActions docNum={docNum} customerName={c.customer.fullName} />
        <Button variant="outline" colorPalette="red" justifyContent="flex-start" onClick={handleDeleteCase}>
          Elimina pratica
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** 'Cliente': who the case is invoiced to. */
export function CustomerCard({ customer }: { customer: CaseFile['customer'] }) {
  return (
    <SectionCard title="Cliente" as="aside">
      <DetailList
        orientation="vertical"
        size="sm"
        rows={[
          ['Ragione sociale', customer.fullName],
          ['Indirizzo', customer.address],
          ['Città', [customer.postalCode, customer.city].filter(Boolean).join(' ')],
          ['Nazione', customer.country?.name],
          ['Partita IVA', customer.vatNumber],
          ['Codice SdI', customer.einvoiceCode],
        ]}
      />
    </SectionCard>
  );
}

/** The case's notes, when it has any. */
export function NotesCard({ notes }: { notes: string | null | undefined }) {
  return notes ? (
    <SectionCard title="Note" as="aside">
      <Text whiteSpace="pre-line">{notes}</Text>
    </SectionCard>
  ) : null;
}
