import { type ExpiringOptionsConfig, expiringOptionsWrite } from '@ham/contracts';
import { CheckboxField, NumberField, TextField } from '@ham/ui';
import { configGroupIds } from './api';
import { ConfigTab } from './config-tab';

const toForm = (c: ExpiringOptionsConfig) => ({
  enabled: c.enabled,
  email: c.email ?? '',
  daysBefore: c.daysBefore,
});

export type ExpiringOptionsTabProps = Record<string, never>;

/** 'Avvisi scadenze opzioni': e-mail and days of notice are required when enabled. */
export function ExpiringOptionsTab(_props: ExpiringOptionsTabProps) {
  return (
    <ConfigTab
      group={configGroupIds.expiringOptions}
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
