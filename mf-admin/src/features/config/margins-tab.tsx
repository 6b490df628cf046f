import {
  configureZodLocale,
  type MarginConfig,
  marginConfigFields,
  marginRoutes,
  vatPeriodKindLabels,
  vatPeriodKinds,
} from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { EditPage, NumberField, SelectField, SimpleGrid, SwitchField } from '@ham/ui';

configureZodLocale();

/** GET/PUT /config/margins: the margin VAT of the 'Margini' report (regime 74-ter). */
export const marginConfigApi = {
  endpoints: {
    read: endpoint.fromRoute(marginRoutes.config),
    update: endpoint.fromRoute(marginRoutes.saveConfig),
  },
  read: () =>
    apiQuery(['config', 'detail', 'margins'], (api, signal) =>
      callEndpoint(api, marginConfigApi.endpoints.read, { signal }),
    ),
};

const periodOptions = vatPeriodKinds.map((k) => ({ value: k, label: vatPeriodKindLabels[k] }));
const toForm = (c: MarginConfig) => ({
  regime74ter: c.regime74ter,
  vatPeriod: c.vatPeriod,
  vatRate: c.vatRate,
});

/** 'Margini e IVA 74-ter': the regime, the VAT period (month or quarter) and the rate of the margin VAT. */
export function MarginsTab() {
  return (
    <EditPage
      title="Margini e IVA 74-ter"
      inTab
      record={marginConfigApi.read()}
      schema={marginConfigFields}
      toForm={toForm}
      defaultValues={{}}
      send={(body, { api }) => callEndpoint(api, marginConfigApi.endpoints.update, { body })}
    >
      <SwitchField
        name="regime74ter"
        label="Regime speciale agenzie di viaggio (art. 74-ter DPR 633/72)"
        helperText="Il report 'Margini' calcola l'IVA sul margine di ogni periodo."
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="vatPeriod" label="Periodo IVA" required options={periodOptions} />
        <NumberField
          name="vatRate"
          label="Aliquota IVA sul margine (%)"
          required
          min={1}
          max={99}
          helperText="IVA = margine × aliquota / (100 + aliquota)"
        />
      </SimpleGrid>
    </EditPage>
  );
}
