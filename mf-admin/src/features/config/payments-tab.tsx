import { type PaymentsConfig, paymentsConfigWrite } from '@ham/contracts';
import { CheckboxField, NumberField } from '@ham/ui';
import { ConfigTab } from './config-tab';

const toForm = ({ version: _version, ...c }: PaymentsConfig) => c;

/** 'Incassi': the payment plan a new case starts with, and the reminders to the agencies. */
export function PaymentsTab() {
  return (
    <ConfigTab group="payments" title="Incassi" schema={paymentsConfigWrite} toForm={toForm}>
      <NumberField name="depositPercent" label="Acconto (% del totale)" min={0} max={100} />
      <NumberField
        name="depositDaysAfter"
        label="Acconto: giorni dopo la creazione della pratica"
        min={0}
        max={365}
      />
      <NumberField name="balanceDaysBefore" label="Saldo: giorni prima dell'arrivo" min={0} max={365} />
      <CheckboxField name="remindersEnabled" label="Promemoria alle agenzie" />
      <NumberField
        name="reminderDaysBefore"
        label="Promemoria: giorni prima della scadenza"
        min={0}
        max={365}
      />
    </ConfigTab>
  );
}
