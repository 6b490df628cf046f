import type { Migration } from 'kysely';
import * as m0001 from './0001_reference';
import * as m0002 from './0002_geo';
import * as m0003 from './0003_auth';
import * as m0004 from './0004_admin';
import * as m0005 from './0005_services';
import * as m0006 from './0006_hotels';
import * as m0007 from './0007_cases';
import * as m0008 from './0008_change_notify';
import * as m0009 from './0009_hotel_name_keys';
import * as m0010 from './0010_documents';
import * as m0011 from './0011_attempt_counters';
import * as m0012 from './0012_parent_child_keys';
import * as m0013 from './0013_quote_requests';
import * as m0014 from './0014_invoice_lifecycle';
import * as m0015 from './0015_fiscal_notes';
import * as m0016 from './0016_payments';
import * as m0017 from './0017_stay_amounts';
import * as m0018 from './0018_case_list_and_notes';
import * as m0019 from './0019_work_slots';
import * as m0020 from './0020_history';
import * as m0021 from './0021_sign_in_events';
import * as m0022 from './0022_release_notices';
import * as m0023 from './0023_rooming_list';
import * as m0024 from './0024_tourist_tax';
import * as m0025 from './0025_hotel_mails';
import * as m0026 from './0026_quote_offers';
import * as m0027 from './0027_request_messages';
import * as m0028 from './0028_agency_rooming';
import * as m0029 from './0029_block_expiration_index';

/**
 * Every migration, listed explicitly: the API is bundled by esbuild, so migrations cannot
 * be discovered from the file system. Append new ones; never rename or edit applied ones.
 */
export const migrations: Record<string, Migration> = {
  '0001_reference': m0001,
  '0002_geo': m0002,
  '0003_auth': m0003,
  '0004_admin': m0004,
  '0005_services': m0005,
  '0006_hotels': m0006,
  '0007_cases': m0007,
  '0008_change_notify': m0008,
  '0009_hotel_name_keys': m0009,
  '0010_documents': m0010,
  '0011_attempt_counters': m0011,
  '0012_parent_child_keys': m0012,
  '0013_quote_requests': m0013,
  '0014_invoice_lifecycle': m0014,
  '0015_fiscal_notes': m0015,
  '0016_payments': m0016,
  '0017_stay_amounts': m0017,
  '0018_case_list_and_notes': m0018,
  '0019_work_slots': m0019,
  '0020_history': m0020,
  '0021_sign_in_events': m0021,
  '0022_release_notices': m0022,
  '0023_rooming_list': m0023,
  '0024_tourist_tax': m0024,
  '0025_hotel_mails': m0025,
  '0026_quote_offers': m0026,
  '0027_request_messages': m0027,
  '0028_agency_rooming': m0028,
  '0029_block_expiration_index': m0029,
};
