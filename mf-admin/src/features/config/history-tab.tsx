import { type HistoryConfig, historyConfigWrite } from '@ham/contracts/history';
import { NumberField } from '@ham/ui';
import { ConfigTab } from './config-tab';

const toForm = ({ version: _version, ...c }: HistoryConfig) => c;

/** 'Storico modifiche': how many years the history keeps its lines (docs/product/history.md). */
export function HistoryTab() {
  return (
    <ConfigTab group="history" title="Storico modifiche" schema={historyConfigWrite} toForm={toForm}>
      <NumberField
        name="documentsYears"
        label="Documenti e incassi: anni di conservazione"
        min={1}
        max={30}
      />
      <NumberField name="otherYears" label="Altre modifiche: anni di conservazione" min={1} max={30} />
    </ConfigTab>
  );
}
