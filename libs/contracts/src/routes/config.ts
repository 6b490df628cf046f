import { releasesConfig, releasesConfigUpdate } from '../allotment-releases';
import {
  companyConfig,
  companyUpdate,
  expiringOptionsConfig,
  expiringOptionsUpdate,
  quoteRequestsConfig,
  quoteRequestsConfigUpdate,
} from '../config';
import { paymentsConfig, paymentsConfigUpdate } from '../payments';
import { roomingConfig, roomingConfigUpdate } from '../rooming';
import { defineRoute } from './define-route';

/** The groups of 'Configurazione generale', each read and saved whole at `/config/<group>`. */
export const configGroupRoutes = {
  expiringoptions: {
    read: defineRoute({ method: 'GET', path: '/config/expiringoptions', response: expiringOptionsConfig }),
    save: defineRoute({
      method: 'PUT',
      path: '/config/expiringoptions',
      body: expiringOptionsUpdate,
      response: expiringOptionsConfig,
    }),
  },
  company: {
    read: defineRoute({ method: 'GET', path: '/config/company', response: companyConfig }),
    save: defineRoute({
      method: 'PUT',
      path: '/config/company',
      body: companyUpdate,
      response: companyConfig,
    }),
  },
  quoterequests: {
    read: defineRoute({ method: 'GET', path: '/config/quoterequests', response: quoteRequestsConfig }),
    save: defineRoute({
      method: 'PUT',
      path: '/config/quoterequests',
      body: quoteRequestsConfigUpdate,
      response: quoteRequestsConfig,
    }),
  },
  payments: {
    read: defineRoute({ method: 'GET', path: '/config/payments', response: paymentsConfig }),
    save: defineRoute({
      method: 'PUT',
      path: '/config/payments',
      body: paymentsConfigUpdate,
      response: paymentsConfig,
    }),
  },
  /** 'Rooming list': the agency's deadline, its reminder, the purge of the personal data. */
  rooming: {
    read: defineRoute({ method: 'GET', path: '/config/rooming', response: roomingConfig }),
    save: defineRoute({
      method: 'PUT',
      path: '/config/rooming',
      body: roomingConfigUpdate,
      response: roomingConfig,
    }),
  },
  /** 'Rilasci': the daily job of the release notices, on or off. */
  releases: {
    read: defineRoute({ method: 'GET', path: '/config/releases', response: releasesConfig }),
    save: defineRoute({
      method: 'PUT',
      path: '/config/releases',
      body: releasesConfigUpdate,
      response: releasesConfig,
    }),
  },
};
