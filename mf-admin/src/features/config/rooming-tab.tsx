import { type RoomingConfig, roomingConfigWrite } from '@ham/contracts';
import { NumberField } from '@ham/ui';
import { ConfigTab } from './config-tab';

const toForm = ({ version: _version, ...c }: RoomingConfig) => c;

/**
 * 'Rooming list': the agency's deadline, its reminder and the purge of the participants' personal
 * data (docs/product/rooming-list.md#the-agency-fills-it-in, #privacy).
 */
export function RoomingTab() {
  return (
    <ConfigTab group="rooming" title="Rooming list" schema={roomingConfigWrite} toForm={toForm}>
      <NumberField
        name="deadlineDaysBefore"
        label="Termine per l'agenzia: giorni prima dell'arrivo"
        min={0}
        max={365}
      />
      <NumberField
        name="reminderDaysBefore"
        label="Promemoria all'agenzia: giorni prima del termine"
        min={0}
        max={60}
      />
      <NumberField
        name="purgeDaysAfter"
        label="Cancellazione dati personali dei partecipanti: giorni dopo la fine del viaggio"
        min={0}
        max={3650}
      />
    </ConfigTab>
  );
}
