import { fiscalKindLabels, type InvoiceListItem, italianMonths, todayInRome } from '@ham/contracts';
import { useEndpointUrl } from '@ham/platform';
import { Button, formatDate, formatEuro, HStack, Link, type ListColumn, ListPage, Text } from '@ham/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { caseRoutes } from '../../shared/case-routes';
import { documentApi } from '../case-detail/documents/api';
import { NoteDialog, type NoteKind } from '../case-detail/documents/note-dialog';
import { sdiColumn, useSdiPage } from '../sdi';
import { invoiceApi } from './api';

const MONTHS = italianMonths;

const columns: ListColumn<InvoiceListItem>[] = [
  { header: 'Numero', cell: (i) => i.number, textAlign: 'end' },
  {
    header: 'Tipo',
    cell: (i) =>
      i.relatedNumber === null
        ? fiscalKindLabels[i.kind]
        : `${fiscalKindLabels[i.kind]} (fatt. ${i.relatedNumber})`,
  },
  { header: 'Data', cell: (i) => formatDate(i.docdate) },
  {
    header: 'Pratica',
    cell: (i) =>
      i.caseNumber === null ? (
        `${i.caseName} (eliminata)`
      ) : (
        <Link asChild>
          <RouterLink to={caseRoutes.detail(i.caseNumber)}>
            {i.caseNumber} - {i.caseName}
          </RouterLink>
        </Link>
      ),
  },
  { header: 'Cliente', cell: (i) => i.customer },
  { header: 'Totale', cell: (i) => formatEuro(i.total), textAlign: 'end' },
  sdiColumn,
];

/** The 'Fatture' filters' year: this one and the four before. */
const years = (today: string) => {
  const y = Number(today.slice(0, 4));
  return [y + 1, y, y - 1, y - 2, y - 3, y - 4].map((n) => ({ value: String(n), label: String(n) }));
};

/**
 * 'Fatture' (under Pratiche): the issued invoices by year and month, newest
 * first, and the month's FatturaPA files as one ZIP for the accountant or the SdI intermediary.
 */
export function InvoiceList() {
  const url = useEndpointUrl();
  const [note, setNote] = useState<{ docNum: number; kind: NoteKind } | null>(null);
  const print = (i: InvoiceListItem, format: 'html' | 'pdf') =>
    i.kind === 'TD01'
      ? url(documentApi.endpoints[format === 'html' ? 'invoiceHtml' : 'invoicePdf'], {
          params: { docNum: i.caseNumber ?? 0 },
        })
      : url(documentApi.endpoints[format === 'html' ? 'noteHtml' : 'notePdf'], { params: { id: i.id } });
  const [params] = useSearchParams();
  const today = todayInRome();
  const year = Number(params.get('year') ?? today.slice(0, 4));
  const month = params.get('month') ? Number(params.get('month')) : null;
  const sdi = useSdiPage<InvoiceListItem>();
  return sdi.page(
    <>
      <ListPage<InvoiceListItem>
        title="Fatture"
        api={invoiceApi}
        columns={columns}
        defaultFilters={{ year: today.slice(0, 4) }}
        filters={[
          { type: 'select', name: 'year', label: 'Anno', options: years(today), allLabel: 'Tutti gli anni' },
          {
            type: 'select',
            name: 'month',
            label: 'Mese',
            options: MONTHS.map((label, i) => ({ value: String(i + 1), label })),
            allLabel: 'Tutti i mesi',
          },
        ]}
        toolbar={
          <HStack gap="3" wrap="wrap">
            {sdi.importButton}
            {month !== null && params.get('year') !== '' ? (
              <Button asChild size="sm" variant="outline">
                <Link href={url(invoiceApi.monthZip, { query: { year, month } })}>
                  Scarica XML di {MONTHS[month - 1].toLowerCase()} {year} (ZIP)
                </Link>
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Scegliere anno e mese per scaricare i file XML del mese.
              </Text>
            )}
          </HStack>
        }
        rowActions={(i) => (
          <HStack gap="2" justify="flex-end">
            {sdi.rowActions(i)}
            {(i.kind !== 'TD01' || i.caseNumber !== null) && (
              <Button asChild size="xs" variant="outline">
                <Link href={print(i, 'pdf')} target="_blank" rel="noopener">
                  PDF
                </Link>
              </Button>
            )}
            {i.kind === 'TD01' && i.caseNumber !== null && (
              <>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setNote({ docNum: i.caseNumber ?? 0, kind: 'TD04' })}
                  aria-label={`Nota di credito della fattura ${i.number}`}
                >
                  Nota di credito
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setNote({ docNum: i.caseNumber ?? 0, kind: 'TD05' })}
                  aria-label={`Nota di debito della fattura ${i.number}`}
                >
                  Nota di debito
                </Button>
              </>
            )}
          </HStack>
        )}
        emptyText="Nessuna fattura"
      />
      {note && <NoteDialog docNum={note.docNum} kind={note.kind} open onClose={() => setNote(null)} />}
    </>,
  );
}
