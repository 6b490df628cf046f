import type { QuoteCriteria } from '@ham/contracts';
import { QUOTE_MAX_GUESTS, quoteMessages, todayInRome } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import {
  Button,
  DateField,
  ErrorAlert,
  Form,
  HStack,
  NumberField,
  PlacePickerField,
  RadioGroupField,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
} from '@ham/ui';
import type { UseFormReturn } from 'react-hook-form';
import { guestTypeOptions, serviceClassOptions } from '../../shared/names';
import type { WizardValues } from './wizard-form';

export type CriteriaStepProps = {
  form: UseFormReturn<WizardValues, unknown, QuoteCriteria>;
  onContinue(criteria: QuoteCriteria): void;
  searching: boolean;
  error: string | null;
};

/** Step 0 'Dati preventivo' (docs/product/agency-portal.md#quote-wizard). 'Continua' validates, then searches. */
export function CriteriaStep({ form, onContinue, searching, error }: CriteriaStepProps) {
  const { reference } = usePlatform();
  return (
    <Form form={form} onSubmit={onContinue} aria-label="Dati preventivo">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <NumberField
            name="guestCount"
            label="Numero partecipanti"
            required
            min={1}
            max={QUOTE_MAX_GUESTS}
          />
          <RadioGroupField
            name="guestTypeId"
            label="Partecipanti"
            required
            options={guestTypeOptions(reference)}
          />
          <DateField name="begin" label="Arrivo" required min={todayInRome()} />
          <DateField name="end" label="Partenza" required min={todayInRome()} after="begin" />
          <PlacePickerField name="area" label="Area" required countries={false} type="area" />
          <SelectField
            name="serviceClassId"
            label="Trattamento"
            required
            options={serviceClassOptions(reference)}
          />
        </SimpleGrid>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <HStack gap="3">
          <Button type="submit" loading={searching}>
            Continua
          </Button>
          {searching && (
            <Text color="fg.muted" role="status">
              {quoteMessages.searching}
            </Text>
          )}
        </HStack>
      </Stack>
    </Form>
  );
}
