import { TabsPage } from '@ham/ui';
import { CompanyTab } from './company-tab';
import { ExpiringOptionsTab } from './expiring-options-tab';

const tabs = [
  { value: 'avvisi', label: 'Avvisi scadenze opzioni', content: <ExpiringOptionsTab /> },
  { value: 'azienda', label: 'Dati azienda', content: <CompanyTab /> },
];

/** 'Configurazione generale' (/configura): one tab per configuration group. */
export function ConfigPage() {
  return <TabsPage title="Configurazione generale" tabs={tabs} />;
}
