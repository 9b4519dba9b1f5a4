// Names of rows the migrations create that runtime code looks up. Runtime code, imported by the
// migrations, never the other way round (a migration is history: it must not change under running code).

/** The domain key of the site as first installed (migration 0001). */
export const defaultDomainKeyCode = 'hanpan';

/** The site_setting key of the sports settings (migration 0004). */
export const sportsSettingsKey = 'sportsSettings';

/** The site_setting key of the bet limits (migration 0006). */
export const betLimitsKey = 'betLimits';
