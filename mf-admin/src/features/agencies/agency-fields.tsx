import { agencyMessages } from '@ham/contracts';
import {
  Box,
  Card,
  CheckboxField,
  CopyFieldButton,
  CountryPickerField,
  CurrencyField,
  HStack,
  SimpleGrid,
  Stack,
  TextField,
  useFieldValue,
} from '@ham/ui';
import type { ReactNode } from 'react';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" role="group" aria-label={title}>
      <Card.Header pb="0">
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
        {hint && <Card.Description>{hint}</Card.Description>}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The fields of an agency (docs/product/agencies.md), shared by 'Aggiungi agenzia' and 'Modifica agenzia'. */
export function AgencyFields() {
  const accessEnabled = useFieldValue<boolean>('accessEnabled');
  return (
    <>
      <TextField name="fullName" label="Ragione sociale" required />
      <TextField name="shortName" label="Nome breve" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="vatNumber" label="Partita IVA" helperText={agencyMessages.hints.vatNumber} />
        <TextField name="einvoiceCode" label="Codice SdI" helperText={agencyMessages.hints.einvoiceCode} />
      </SimpleGrid>
      <Section title="Località" hint={agencyMessages.hints.address}>
        <TextField name="address" label="Indirizzo" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="postalCode" label="CAP" />
          <TextField name="city" label="Città" />
        </SimpleGrid>
        <CountryPickerField name="countryId" label="Nazione" />
      </Section>
      <Section title="Contatti">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="phone" label="Telefono" type="tel" />
          <TextField name="fax" label="Fax" type="tel" />
          <TextField name="email" label="E-mail" type="email" />
          <TextField name="certifiedEmail" label="PEC" type="email" />
        </SimpleGrid>
        <TextField name="website" label="Sito Web" type="url" />
      </Section>
      <Box maxWidth="xs">
        <CurrencyField name="surchargePerGuest" label="Sovrapprezzo per persona/notte" />
      </Box>
      <CheckboxField name="accessEnabled" label="Abilita accesso per richiesta preventivi" />
      {accessEnabled && (
        <HStack align="flex-end" gap="2">
          <Box flex="1">
            <TextField
              name="frontofficeEmail"
              label="E-mail di accesso"
              type="email"
              autoComplete="off"
              required
            />
          </Box>
          <CopyFieldButton from="email" to="frontofficeEmail" label="Copia indirizzo contatto" />
        </HStack>
      )}
    </>
  );
}
