import { configureZodLocale, formatDate, type VoucherData, voucherFields } from '@ham/contracts';
import { callEndpoint, useEndpointUrl } from '@ham/platform';
import {
  Button,
  CurrencyField,
  EditPage,
  HStack,
  Link,
  NotFoundPage,
  NumberField,
  routeId,
  SimpleGrid,
  Stack,
  Text,
  TextareaField,
  TextField,
} from '@ham/ui';
import { useParams } from 'react-router-dom';
import { caseRoutes } from '../../shared/case-routes';
import { useCaseFile } from '../../shared/use-case-file';
import { voucherApi } from './api';

configureZodLocale();

const emptyVoucher = {
  roomingList: '',
  finalGuestCount: null,
  deposit: null,
  purchasedByIt: '',
  purchasedByEn: '',
  hotelNotes: '',
  notes: '',
};

const toForm = (v: VoucherData) => ({
  roomingList: v.roomingList ?? '',
  finalGuestCount: v.finalGuestCount,
  deposit: v.deposit,
  purchasedByIt: v.purchasedByIt ?? '',
  purchasedByEn: v.purchasedByEn ?? '',
  hotelNotes: v.hotelNotes ?? '',
  notes: v.notes ?? '',
});

/**
 * The voucher of a stay (/pratiche/voucher/:docNum/:stayId, docs/product/documents.md#confirmation-invoice-and-voucher-prints): the
 * voucher data in the shared edit form, and its print (HTML, PDF) for the hotel and the group.
 */
export function VoucherEdit() {
  const params = useParams();
  const docNum = routeId(params.docNum);
  const stayId = routeId(params.stayId);
  const url = useEndpointUrl();
  const caseFile = useCaseFile(docNum);
  if (docNum === null || stayId === null) return <NotFoundPage />;
  const stay = caseFile.data?.stays.find((s) => s.id === stayId);
  // A stay of another case (or none): the page does not exist.
  if (caseFile.isError || (caseFile.data && !stay)) return <NotFoundPage />;
  return (
    <Stack gap="4">
      {stay && (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text color="fg.muted">
            Pratica {docNum} · {stay.hotel.name} · dal {formatDate(stay.begin)} al {formatDate(stay.end)} ·{' '}
            {stay.guestCount} ospiti
          </Text>
          <HStack gap="2">
            {(['html', 'pdf'] as const).map((format) => (
              <Button key={format} asChild size="sm" variant="outline">
                <Link
                  href={url(voucherApi.endpoints[format], { params: { id: stayId }, query: { docNum } })}
                  target="_blank"
                  rel="noopener"
                >
                  Stampa voucher {format.toUpperCase()}
                </Link>
              </Button>
            ))}
          </HStack>
        </HStack>
      )}
      <EditPage
        key={stayId}
        title="Voucher"
        record={voucherApi.voucher(docNum, stayId)}
        send={(body, { api, record }) =>
          callEndpoint(api, voucherApi.endpoints.update, {
            params: { id: stayId },
            query: { docNum },
            body: { ...body, version: record?.version ?? 0 },
          })
        }
        schema={voucherFields}
        defaultValues={emptyVoucher}
        toForm={toForm}
        upRoute={caseRoutes.detail(docNum)}
      >
        <TextareaField name="roomingList" label="Rooming list" rows={8} helperText="Un ospite per riga" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <NumberField name="finalGuestCount" label="Numero finale ospiti" min={0} />
          <CurrencyField name="deposit" label="Acconto versato" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="purchasedByIt" label="Acquistato da (italiano)" />
          <TextField name="purchasedByEn" label="Purchased by (inglese)" />
        </SimpleGrid>
        <TextareaField name="hotelNotes" label="Note per l'hotel" rows={3} />
        <TextareaField name="notes" label="Note" rows={3} />
      </EditPage>
    </Stack>
  );
}
