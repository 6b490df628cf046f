import { TabsPage } from '@ham/ui';
import { CompanyTab } from './company-tab';
import { ExpiringOptionsTab } from './expiring-options-tab';
import { HistoryTab } from './history-tab';
import { MarginsTab } from './margins-tab';
import { PaymentsTab } from './payments-tab';
import { QuoteRequestsTab } from './quote-requests-tab';
import { ReleasesTab } from './releases-tab';
import { RoomingTab } from './rooming-tab';

const tabs = [
  { value: 'avvisi', label: 'Avvisi scadenze opzioni', content: <ExpiringOptionsTab /> },
  { value: 'azienda', label: 'Dati azienda', content: <CompanyTab /> },
  { value: 'preventivi', label: 'Richieste preventivo', content: <QuoteRequestsTab /> },
  { value: 'incassi', label: 'Incassi', content: <PaymentsTab /> },
  { value: 'margini', label: 'Margini e IVA 74-ter', content: <MarginsTab /> },
  { value: 'rooming', label: 'Rooming list', content: <RoomingTab /> },
  { value: 'rilasci', label: 'Rilasci', content: <ReleasesTab /> },
  { value: 'storico', label: 'Storico modifiche', content: <HistoryTab /> },
];

/** 'Configurazione generale' (/configura): one tab per configuration group. */
export function ConfigPage() {
  return <TabsPage title="Configurazione generale" tabs={tabs} />;
}
