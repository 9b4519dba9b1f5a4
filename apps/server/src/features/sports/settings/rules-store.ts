import { createLocalInvalidationBus, type InvalidationBus } from '../../../lib/cache/invalidation-bus.ts';
import type { Db } from '../../../lib/db/database.ts';
import { listActiveOverrides, listPicksOfOutcomes, type PickRow, readSportsSettings } from './repository.ts';
import { buildSiteRules, effectiveOutcomes, type SiteRules } from './site-rules.ts';

/** How long cached rules are trusted without news of a change (one nobody announced, or a lost message). */
export const siteRulesMaxAgeMs = 10_000;

/** The odds rules' name on the invalidation bus (what is priced with them drops with them). */
export const siteRulesCache = 'sportsRules';

/** What a bet on an outcome would get now. */
export type EffectiveOutcome = {
  fixtureId: number;
  marketId: number;
  /** Decimal odds x100 after the margin and any override. */
  price: number;
  /** 'suspended' when the feed suspended the pick or its market, or staff did (pick, market or fixture). */
  status: 'open' | 'suspended';
  /** True when the settings hide its line from members (it may not be bet on). */
  isHidden: boolean;
};

/** The rules in memory, read once and again only after a change (or when older than siteRulesMaxAgeMs). */
export type SiteRulesStore = {
  /** The current rules (cached). */
  current(): Promise<SiteRules>;
  /** Reads the rules again; call after a change committed (every other process drops its copy). */
  reload(): Promise<SiteRules>;
  /** Effective price and status of outcomes by bet id (unknown or settled ones are left out). */
  effectiveOutcomesOf(betIds: readonly string[]): Promise<Map<string, EffectiveOutcome>>;
};

/** Rates picks read from the database, market by market, with the given rules. */
export function ratePickRows(rules: SiteRules, rows: readonly PickRow[]) {
  const byMarket = new Map<string, PickRow[]>();
  for (const row of rows) {
    const key = `${row.fixtureId}:${row.marketId}`;
    const list = byMarket.get(key);
    if (list) list.push(row);
    else byMarket.set(key, [row]);
  }
  const rated = new Map<
    string,
    { row: PickRow; price: number; status: 'open' | 'suspended'; isHidden: boolean }
  >();
  for (const picks of byMarket.values()) {
    const first = picks[0] as PickRow;
    const place = { fixtureId: Number(first.fixtureId), sportId: first.sportId, marketId: first.marketId };
    const effective = effectiveOutcomes(
      rules,
      place,
      picks.map((row) => ({
        id: row.betId,
        baseLine: row.baseLineRaw ?? row.lineRaw ?? '',
        price: row.price,
        status: row.status === 'open' ? 'open' : 'suspended',
      })),
    );
    picks.forEach((row, index) => {
      const pick = effective[index];
      if (pick) rated.set(row.betId, { row, ...pick });
    });
  }
  return rated;
}

/** Creates the cache of the sports settings and the overrides of unfinished fixtures. */
export function createSiteRulesStore({
  db,
  maxAgeMs = siteRulesMaxAgeMs,
  caches = createLocalInvalidationBus(),
}: {
  db: Db;
  maxAgeMs?: number;
  caches?: InvalidationBus;
}) {
  let cached: { rules: SiteRules; loadedAt: number } | null = null;
  let loading: Promise<SiteRules> | null = null;
  // Bumped by every change: a read that started before it must not be cached over it.
  let generation = 0;
  caches.onInvalidate(siteRulesCache, () => {
    generation += 1;
    loading = null;
    cached = null;
  });

  const load = () => {
    const startedIn = generation;
    const read = (async () => {
      const [settings, overrides] = await Promise.all([readSportsSettings(db), listActiveOverrides(db)]);
      const rules = buildSiteRules(settings, overrides);
      if (startedIn === generation) cached = { rules, loadedAt: Date.now() };
      return rules;
    })();
    loading = read;
    read.then(
      () => {
        if (loading === read) loading = null;
      },
      () => {
        if (loading === read) loading = null;
      },
    );
    return read;
  };

  const store: SiteRulesStore = {
    async current() {
      if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached.rules;
      return loading ?? load();
    },
    reload() {
      caches.invalidate(siteRulesCache);
      return load();
    },
    async effectiveOutcomesOf(betIds) {
      const rules = await store.current();
      const rated = ratePickRows(rules, await listPicksOfOutcomes(db, betIds));
      const result = new Map<string, EffectiveOutcome>();
      for (const betId of betIds) {
        const pick = rated.get(betId);
        if (!pick) continue;
        result.set(betId, {
          fixtureId: Number(pick.row.fixtureId),
          marketId: pick.row.marketId,
          price: pick.price,
          status: pick.row.marketStatus === 'open' ? pick.status : 'suspended',
          isHidden: pick.isHidden,
        });
      }
      return result;
    },
  };
  return store;
}
