import { type ReleasesConfig, releasesConfigWrite } from '@ham/contracts';
import { CheckboxField } from '@ham/ui';
import { ConfigTab } from './config-tab';

const toForm = ({ version: _version, ...c }: ReleasesConfig) => c;

/** 'Rilasci': the release notices sent by the daily job (docs/product/allotment-and-holds.md#release-notices). */
export function ReleasesTab() {
  return (
    <ConfigTab group="releases" title="Rilasci" schema={releasesConfigWrite} toForm={toForm}>
      <CheckboxField
        name="autoNotices"
        label="Invia automaticamente agli hotel la comunicazione di rilascio il giorno del rilascio"
        helperText="Ogni mattina, per ogni hotel, un'e-mail con le notti rilasciate quel giorno e non ancora comunicate."
      />
    </ConfigTab>
  );
}
