import {
  type CompanyConfig,
  type CompanyUpdate,
  type ConfigGroup,
  type ExpiringOptionsConfig,
  type ExpiringOptionsUpdate,
  messages,
  type PaymentsConfig,
  type PaymentsConfigUpdate,
  type QuoteRequestsConfig,
  type QuoteRequestsConfigUpdate,
  type ReleasesConfig,
  type ReleasesConfigUpdate,
  type RoomingConfig,
  type RoomingConfigUpdate,
} from '@ham/contracts';
import type { HistoryConfig, HistoryConfigUpdate } from '@ham/contracts/history';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { badRequest, stale } from '../errors';
import { findCountry } from '../geo/countries-repository';
import { findConfigGroup, insertConfigGroup, updateConfigGroup } from './config-repository';

interface ConfigTypes {
  expiringoptions: ExpiringOptionsConfig;
  company: CompanyConfig;
  quoterequests: QuoteRequestsConfig;
  payments: PaymentsConfig;
  history: HistoryConfig;
  rooming: RoomingConfig;
  releases: ReleasesConfig;
}

/** What a group reads before its first save. */
const DEFAULTS: { [G in ConfigGroup]: Omit<ConfigTypes[G], 'version'> } = {
  expiringoptions: { enabled: false, email: null, daysBefore: null },
  company: {
    companyName: null,
    vatNumber: null,
    taxCode: null,
    address: null,
    postalCode: null,
    city: null,
    province: null,
    countryId: 'IT',
    taxRegime: 'RF01',
    iban: null,
    certifiedEmail: null,
    sdiPec: null,
    email: null,
    phone: null,
    vatRate: 22,
    vatNature: null,
    vatLegalRef: null,
  },
  // The option of an accepted offer: 7 days, as an option placed by hand.
  quoterequests: { email: null, offerOptionDays: 7 },
  // Incassi: acconto 30% 7 days after the case is created, saldo 30 days before arrival,
  // reminders 7 days before each due day and the day after a missed one.
  payments: {
    depositPercent: 30,
    depositDaysAfter: 7,
    balanceDaysBefore: 30,
    remindersEnabled: true,
    reminderDaysBefore: 7,
  },
  // How long the history keeps its lines (docs/product/history.md): documents and money 10
  // years, the rest 2.
  history: { documentsYears: 10, otherYears: 2 },
  // The agency's rooming list (docs/product/rooming-list.md): due 7 days before arrival, a
  // reminder 2 days before that, the participants' personal data purged 90 days after the trip.
  rooming: { deadlineDaysBefore: 7, reminderDaysBefore: 2, purgeDaysAfter: 90 },
  // The release notices go out by hand ('Rilasci in scadenza') until the daily job is switched on.
  releases: { autoNotices: false },
};

/** A configuration group: its saved values over the defaults, and the version to send back. */
export async function readConfig<G extends ConfigGroup>(db: Executor, group: G): Promise<ConfigTypes[G]> {
  const saved = await findConfigGroup(db, group);
  const defaults = DEFAULTS[group] as Record<string, unknown>;
  // Only known keys: a field dropped in a later release must not leak out.
  const values = Object.fromEntries(Object.keys(defaults).map((k) => [k, saved?.value[k] ?? defaults[k]]));
  return { ...values, version: saved?.version ?? 0 } as ConfigTypes[G];
}

interface UpdateTypes {
  expiringoptions: ExpiringOptionsUpdate;
  company: CompanyUpdate;
  quoterequests: QuoteRequestsConfigUpdate;
  payments: PaymentsConfigUpdate;
  history: HistoryConfigUpdate;
  rooming: RoomingConfigUpdate;
  releases: ReleasesConfigUpdate;
}

/**
 * Saves a group over the version read (0 before the first save; 409 StaleRecord otherwise) and
 * reads it back.
 */
export async function saveConfig<G extends ConfigGroup>(
  db: Db,
  group: G,
  input: UpdateTypes[G],
): Promise<ConfigTypes[G]> {
  const { version, ...value } = input;
  const saved =
    version === 0
      ? await insertConfigGroup(db, group, value)
      : await updateConfigGroup(db, group, version, value);
  if (!saved) throw stale();
  return readConfig(db, group);
}

export async function saveCompany(db: Db, input: CompanyUpdate): Promise<CompanyConfig> {
  if (!(await findCountry(db, input.countryId))) {
    throw badRequest(messages.validation, { countryId: 'Nazione non valida' });
  }
  return saveConfig(db, 'company', input);
}
