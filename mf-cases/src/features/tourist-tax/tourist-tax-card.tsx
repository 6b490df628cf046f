import { touristTaxMessages } from '@ham/contracts';
import type { StayTouristTax } from '@ham/contracts/tourist-tax';
import { callEndpoint } from '@ham/platform';
import {
  Badge,
  Checkbox,
  formatDate,
  formatEuro,
  HStack,
  type ListColumn,
  ListTable,
  QueryErrorPanel,
  SectionCard,
  Spinner,
  Stack,
  Text,
  useSave,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { touristTaxApi } from './api';

const columns: ListColumn<StayTouristTax>[] = [
  { header: 'Hotel', cell: (s) => s.hotel.name },
  { header: 'Comune', cell: (s) => s.location?.name ?? '—' },
  { header: 'Periodo', cell: (s) => `${formatDate(s.begin)} – ${formatDate(s.end)}` },
  {
    header: 'Imposta',
    textAlign: 'end',
    cell: (s) => (
      <HStack justify="flex-end" gap="2">
        {s.estimate && <Badge colorPalette="orange">{touristTaxMessages.estimate}</Badge>}
        <Text>{formatEuro(s.amount)}</Text>
      </HStack>
    ),
  },
];

const withoutRate = (n: number) =>
  n === 1 ? '1 notte senza tariffa del comune' : `${n} notti senza tariffa del comune`;

/**
 * 'Imposta di soggiorno' of the case page (docs/product/tourist-tax.md): stay by stay, an estimate
 * until the rooming list is there, and whether it is in the price or paid at the hotel.
 */
export function TouristTaxCard({ docNum }: { docNum: number }) {
  const query = useQuery(touristTaxApi.read(docNum));
  const included = useSave<boolean>({
    send: (value, { api }) =>
      callEndpoint(api, touristTaxApi.endpoints.setIncluded, {
        params: { docNum },
        body: { included: value },
      }),
    invalidates: [touristTaxApi.key(docNum)],
    success: (_, value) => (value ? 'Imposta inclusa nel prezzo' : 'Imposta da pagare in loco'),
    failure: 'Salvataggio non riuscito',
  });
  return (
    <SectionCard title={touristTaxMessages.title}>
      {query.isPending ? (
        <Spinner size="sm" aria-label="Caricamento..." />
      ) : query.isError ? (
        <QueryErrorPanel query={query} title="Impossibile calcolare l'imposta di soggiorno" />
      ) : query.data.stays.length === 0 ? (
        <Text color="fg.muted">Nessun pernottamento</Text>
      ) : (
        <Stack gap="3">
          <ListTable
            label={touristTaxMessages.title}
            columns={columns}
            items={query.data.stays}
            getRowId={(s) => String(s.stayId)}
          />
          {query.data.stays
            .filter((s) => s.nightsWithoutRate > 0)
            .map((s) => (
              <Text key={s.stayId} fontSize="sm" color="fg.warning">
                {`${s.hotel.name}: ${withoutRate(s.nightsWithoutRate)} (Località › Imposta di soggiorno).`}
              </Text>
            ))}
          <HStack justify="space-between" fontWeight="semibold">
            <Text>Totale{query.data.estimate ? ` (${touristTaxMessages.estimate})` : ''}</Text>
            <Text aria-label="Totale imposta di soggiorno">{formatEuro(query.data.total)}</Text>
          </HStack>
          {query.data.estimate && (
            <Text fontSize="sm" color="fg.muted">
              Stima dai partecipanti della pratica: con la rooming list l'imposta tiene conto di età e ruoli.
            </Text>
          )}
          <Checkbox.Root
            checked={query.data.included}
            disabled={included.isPending}
            onCheckedChange={(e) => void included.save(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Inclusa nel prezzo</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted">
            {query.data.included
              ? `L'imposta è ${touristTaxMessages.included}.`
              : `L'imposta è ${touristTaxMessages.onSite} all'hotel.`}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
