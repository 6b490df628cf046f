import type {
  CompanyConfig,
  CompanyWrite,
  ConfigGroup,
  ExpiringOptionsConfig,
  ExpiringOptionsWrite,
  PaymentsConfig,
  PaymentsConfigWrite,
  QuoteRequestsConfig,
  QuoteRequestsConfigWrite,
} from '@ham/contracts';
import type { HistoryConfig, HistoryConfigWrite } from '@ham/contracts/history';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** The groups of 'Configurazione generale' and what each reads and writes (GET/PUT `/config/{group}`). */
export type ConfigGroups = {
  expiringoptions: { record: ExpiringOptionsConfig; write: ExpiringOptionsWrite };
  company: { record: CompanyConfig; write: CompanyWrite };
  quoterequests: { record: QuoteRequestsConfig; write: QuoteRequestsConfigWrite };
  payments: { record: PaymentsConfig; write: PaymentsConfigWrite };
  history: { record: HistoryConfig; write: HistoryConfigWrite };
};

export const configApi = {
  endpoints: {
    read: <G extends ConfigGroup>(_group: G) => endpoint.get<ConfigGroups[G]['record']>('/config/:group'),
    update: <G extends ConfigGroup>(_group: G) =>
      endpoint.put<ConfigGroups[G]['record'], ConfigGroups[G]['write'] & { version?: number }>(
        '/config/:group',
      ),
  },
  group: <G extends ConfigGroup>(group: G) =>
    apiQuery(['config', 'detail', group], (api, signal) =>
      callEndpoint(api, configApi.endpoints.read(group), { params: { group }, signal }),
    ),
};
