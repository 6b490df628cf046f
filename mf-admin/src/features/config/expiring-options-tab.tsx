import { type ExpiringOptionsConfig, expiringOptionsWrite } from '@ham/contracts';
import { CheckboxField, NumberField, TextField } from '@ham/ui';
import { ConfigTab } from './config-tab';

const toForm = (c: ExpiringOptionsConfig) => ({
  enabled: c.enabled,
  email: c.email ?? '',
  daysBefore: c.daysBefore,
});

/** 'Avvisi scadenze opzioni': e-mail and days of notice are required when enabled. */
export function ExpiringOptionsTab() {
  return (
    <ConfigTab
      group="expiringoptions"
      title="Avvisi scadenze opzioni"
      schema={expiringOptionsWrite}
      toForm={toForm}
    >
      <CheckboxField name="enabled" label="Abilitato" />
      <TextField name="email" label="E-mail" type="email" />
      <NumberField name="daysBefore" label="Giorni di preavviso" min={0} max={365} />
    </ConfigTab>
  );
}
