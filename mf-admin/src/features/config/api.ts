import {
  type ConfigGroup,
  configGroupRoutes as indexGroups,
  type RouteBody,
  type RouteResponse,
} from '@ham/contracts';
import { historyConfigGroupRoutes } from '@ham/contracts/history';
import { apiQuery, callEndpoint, type Endpoint, endpoint } from '@ham/platform';

/** Every group's read and save; 'history' from the contracts' subpath, with its schemas (outside the index). */
const configGroupRoutes = { ...indexGroups, ...historyConfigGroupRoutes } satisfies Record<
  ConfigGroup,
  unknown
>;
type Routes = typeof configGroupRoutes;

/** The groups of 'Configurazione generale' and what each reads and writes (GET/PUT `/config/{group}`). */
export type ConfigGroups = {
  [G in ConfigGroup]: { record: RouteResponse<Routes[G]['read']>; write: RouteBody<Routes[G]['save']> };
};

export const configApi = {
  endpoints: {
    read: <G extends ConfigGroup>(group: G) =>
      endpoint.fromRoute<Routes[G]['read']>(configGroupRoutes[group].read),
    // The endpoint of the group's own contract, typed by group (`G` stays generic here).
    update: <G extends ConfigGroup>(group: G) =>
      endpoint.fromRoute(configGroupRoutes[group].save) as unknown as Endpoint<
        ConfigGroups[G]['record'],
        ConfigGroups[G]['write']
      >,
  },
  group: <G extends ConfigGroup>(group: G) =>
    apiQuery(['config', 'detail', group], (api, signal) =>
      callEndpoint(api, configApi.endpoints.read(group), { signal }),
    ),
};
