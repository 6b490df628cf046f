import { type QuoteRequestsConfig, quoteRequestsConfigWrite } from '@ham/contracts';
import { NumberField, TextField } from '@ham/ui';
import { ConfigTab } from './config-tab';

const toForm = (c: QuoteRequestsConfig) => ({ email: c.email ?? '', offerOptionDays: c.offerOptionDays });

/** 'Richieste preventivo': where the agencies' quote requests are e-mailed (empty: no e-mail). */
export function QuoteRequestsTab() {
  return (
    <ConfigTab
      group="quoterequests"
      title="Richieste preventivo"
      schema={quoteRequestsConfigWrite}
      toForm={toForm}
    >
      <TextField
        name="email"
        label="E-mail"
        type="email"
        helperText="Le richieste di preventivo delle agenzie sono inviate a questo indirizzo; vuoto: nessuna e-mail."
      />
      <NumberField
        name="offerOptionDays"
        label="Giorni di opzione dell'offerta accettata"
        helperText="Quando l'agenzia accetta un'offerta senza data di scadenza dell'opzione, i posti restano opzionati per questi giorni."
      />
    </ConfigTab>
  );
}
