import { type QuoteOption, quoteMessages } from '@ham/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  formatEuro,
  HStack,
  RadioGroup,
  Spinner,
  Stack,
  Text,
} from '@ham/ui';
import { freebieText } from '../../shared/names';

export type OptionsStepProps = {
  options: QuoteOption[] | undefined;
  loading: boolean;
  error: string | null;
  selected: number | null;
  onSelect(hotelId: number): void;
  onOpenHotel(hotelId: number): void;
  onBack(): void;
  onContinue(): void;
};

/**
 * Step 1 'Selezione hotel': the options (unit price min–max per person per night, freebie,
 * estimated total); without options the custom-solution text of docs/product/agency-portal.md#quote-wizard and 'Continua'
 * anyway. 'Continua' waits for a choice while there are options.
 */
export function OptionsStep({
  options,
  loading,
  error,
  selected,
  onSelect,
  onOpenHotel,
  onBack,
  onContinue,
}: OptionsStepProps) {
  const none = options !== undefined && options.length === 0;
  return (
    <Stack gap="5">
      {error && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {loading && (
        <Center py="8" gap="3">
          <Spinner />
          <Text role="status">{quoteMessages.searching}</Text>
        </Center>
      )}
      {none && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{quoteMessages.noOptions}</Alert.Title>
        </Alert.Root>
      )}
      {options && options.length > 0 && (
        <RadioGroup.Root
          aria-label="Hotel disponibili"
          value={selected === null ? null : String(selected)}
          onValueChange={(e) => e.value && onSelect(Number(e.value))}
        >
          <Stack gap="3">
            {options.map((o) => (
              <Card.Root key={o.hotel.id} size="sm" variant={selected === o.hotel.id ? 'outline' : 'subtle'}>
                <Card.Body>
                  <HStack gap="4" alignItems="flex-start" wrap="wrap">
                    <RadioGroup.Item
                      value={String(o.hotel.id)}
                      alignItems="flex-start"
                      flex="1"
                      minWidth="16rem"
                    >
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <Stack gap="1">
                        <RadioGroup.ItemText fontWeight="semibold">{o.hotel.name}</RadioGroup.ItemText>
                        <Text fontSize="sm" color="fg.muted">
                          {[o.hotel.category?.name, o.hotel.city ?? o.hotel.location?.name]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                        <Text fontSize="sm">
                          {o.unitPriceMin === o.unitPriceMax
                            ? `${formatEuro(o.unitPriceMin)} per persona per notte`
                            : `Da ${formatEuro(o.unitPriceMin)} a ${formatEuro(o.unitPriceMax)} per persona per notte`}
                        </Text>
                        <Text fontSize="sm">
                          Gratuità:{' '}
                          {freebieText(
                            o.freeEvery && o.freebieAccomodation
                              ? { every: o.freeEvery, accomodation: o.freebieAccomodation.name }
                              : null,
                          )}
                        </Text>
                      </Stack>
                    </RadioGroup.Item>
                    <Stack gap="2" alignItems="flex-end">
                      <Badge size="lg" variant="surface">
                        Totale stimato {formatEuro(o.totalCost)}
                      </Badge>
                      <Button size="xs" variant="outline" onClick={() => onOpenHotel(o.hotel.id)}>
                        Dettagli hotel
                      </Button>
                    </Stack>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      <HStack gap="3">
        <Button variant="outline" onClick={onBack}>
          Indietro
        </Button>
        <Button
          onClick={onContinue}
          disabled={loading || (!none && selected === null) || options === undefined}
        >
          Continua
        </Button>
      </HStack>
    </Stack>
  );
}
