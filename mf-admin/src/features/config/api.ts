import type { ConfigGroup } from '@ham/contracts';

/** Query-key namespace of the configuration groups. */
export const configResource = 'config';
/** API base of the configuration: GET/PUT `/config/{group}`. */
export const configPath = '/config';
export const configGroupIds: Record<'expiringOptions' | 'company' | 'quoteRequests', ConfigGroup> = {
  expiringOptions: 'expiringoptions',
  company: 'company',
  quoteRequests: 'quoterequests',
};
