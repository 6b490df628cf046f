import { type CompanyConfig, companyWrite, taxRegimes, vatNatures, vatRates } from '@ham/contracts';
import { CountryPickerField, formTexts, SelectField, SimpleGrid, TextField } from '@ham/ui';
import { ConfigTab } from './config-tab';

const regimeOptions = taxRegimes.map((r) => ({ value: r.id, label: `${r.id} – ${r.name}` }));
const rateOptions = vatRates.map((r) => ({ value: String(r), label: `${r}%` }));
const natureOptions = vatNatures.map((n) => ({ value: n.id, label: `${n.id} – ${n.name}` }));

const toForm = (c: CompanyConfig) => ({
  ...formTexts(c, [
    'companyName',
    'vatNumber',
    'taxCode',
    'address',
    'postalCode',
    'city',
    'province',
    'iban',
    'certifiedEmail',
    'sdiPec',
    'email',
    'phone',
    'vatNature',
    'vatLegalRef',
  ]),
  vatRate: String(c.vatRate),
  countryId: c.countryId,
  taxRegime: c.taxRegime,
});

/** 'Dati azienda': the seller of the invoices (docs/product/geo-and-config.md#configurazione), with the Italian identifier checks. */
export function CompanyTab() {
  return (
    <ConfigTab group="company" title="Dati azienda" schema={companyWrite} toForm={toForm}>
      <TextField name="companyName" label="Ragione sociale" required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="vatNumber"
          label="Partita IVA"
          required
          helperText="11 cifre, senza codice nazione"
        />
        <TextField name="taxCode" label="Codice fiscale" />
      </SimpleGrid>
      <TextField name="address" label="Indirizzo" required />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField name="postalCode" label="CAP" required />
        <TextField name="city" label="Comune" required />
        <TextField name="province" label="Provincia" helperText="Sigla, es. BO" />
      </SimpleGrid>
      <CountryPickerField name="countryId" label="Nazione" required />
      <SelectField name="taxRegime" label="Regime fiscale" required options={regimeOptions} />
      <TextField name="iban" label="IBAN" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="certifiedEmail" label="PEC" type="email" />
        <TextField name="email" label="E-mail" type="email" />
        <TextField name="phone" label="Telefono" type="tel" />
      </SimpleGrid>
      <TextField
        name="sdiPec"
        label="PEC del Sistema di Interscambio"
        type="email"
        helperText="Indirizzo PEC del SdI a cui inviare le fatture elettroniche dalla casella di SMTP_URL (il primo invio va a sdi01@pec.fatturapa.it). Vuoto: invio dal proprio canale e 'Segna come inviata'."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField
          name="vatRate"
          label="Aliquota IVA delle righe"
          required
          options={rateOptions}
          helperText="I prezzi si intendono IVA inclusa"
        />
        <SelectField
          name="vatNature"
          label="Natura (con aliquota 0%)"
          options={natureOptions}
          helperText="Es. N5 per il regime del margine (art. 74-ter)"
        />
        <TextField
          name="vatLegalRef"
          label="Riferimento normativo"
          helperText="Es. Regime del margine art. 74-ter DPR 633/72"
        />
      </SimpleGrid>
    </ConfigTab>
  );
}
