import { fixtureTopic, type ListsChangedMessage, sportsTopic } from '@hanpan/core/api/sports-realtime';
import {
  type SportsSettings,
  type StaffLeagueItem,
  type StaffSportItem,
  type StaffSportsCatalogue,
  type StaffSportsFixture,
  type StaffSportsOverrideTarget,
  staffSportsAuditAction,
  staffSportsSearchLimit,
  staffSportsText,
} from '@hanpan/core/api/staff-sports';
import { SPORT_IDS } from '@hanpan/core/sports/sports';
import type { Db } from '../../../lib/db/database.ts';
import type { StaffActor } from '../../../lib/http/staff-actor.ts';
import type { Realtime } from '../../../lib/realtime/realtime.ts';
import { recordStaffAction } from '../../staff/index.ts';
import { presentFixtureSummary, presentOverrideMessage, presentStaffFixture } from './present.ts';
import {
  deleteOverride,
  findMarket,
  findOutcome,
  findOverrideForUpdate,
  findStaffFixture,
  findVisibilityForUpdate,
  listFixtureOverrides,
  listFixturePicks,
  listLeaguesForStaff,
  listSportsForStaff,
  lockFixtureForOverride,
  readSportsSettings,
  searchStaffFixtures,
  upsertOverride,
  writeSportsSettings,
  writeVisibility,
} from './repository.ts';
import type { SiteRulesStore } from './rules-store.ts';
import { buildSiteRules } from './site-rules.ts';

/** What the back office's sports settings need. */
export type SportsSettingsDeps = {
  db: Db;
  rules: SiteRulesStore;
  realtime: Pick<Realtime, 'publish'>;
  now: () => Date;
};

/** A change refused with a Korean message, or done. */
export type SettingsOutcome<T> = { kind: 'ok'; data: T } | { kind: 'refused'; message: string };

// How far back a name search looks (finished fixtures stay findable for a while).
const searchWindowMs = 7 * 86_400_000;

const refused = (message: string): { kind: 'refused'; message: string } => ({ kind: 'refused', message });

/** The override row's key for a target (one override per target). */
export function overrideKey(target: StaffSportsOverrideTarget): string {
  if (target.kind === 'fixture') return `fixture:${target.fixtureId}`;
  if (target.kind === 'market') return `market:${target.fixtureId}:${target.marketId}`;
  return `outcome:${target.outcomeId}`;
}

// Sports whose lists a settings change can alter: all for the margin or quarter lines, else the
// sports whose line filter changed.
function changedSports(before: SportsSettings, after: SportsSettings): number[] {
  if (
    before.marginBasisPoints !== after.marginBasisPoints ||
    before.hideQuarterLines !== after.hideQuarterLines
  ) {
    return [...SPORT_IDS];
  }
  const filterOf = (settings: SportsSettings, sportId: number) =>
    JSON.stringify(settings.lineFilters.find((filter) => filter.sportId === sportId) ?? null);
  return SPORT_IDS.filter((sportId) => filterOf(before, sportId) !== filterOf(after, sportId));
}

/** The back office's sports settings: odds settings, visibility, manual overrides; every change audited. */
export function createSportsSettingsService({ db, rules, realtime, now }: SportsSettingsDeps) {
  const publishLists = (sportIds: number[]) => {
    if (sportIds.length === 0) return;
    const message: ListsChangedMessage = {
      type: 'listsChanged',
      sportIds: [...sportIds].sort((a, b) => a - b),
    };
    realtime.publish(sportsTopic.lists, message);
  };

  const readFixture = async (fixtureId: number): Promise<StaffSportsFixture | null> => {
    const row = await findStaffFixture(db, fixtureId);
    if (!row) return null;
    const [settings, overrides, picks] = await Promise.all([
      readSportsSettings(db),
      listFixtureOverrides(db, fixtureId),
      listFixturePicks(db, fixtureId),
    ]);
    return presentStaffFixture(buildSiteRules(settings, overrides), row, picks);
  };

  // After an override changed: members' pages get the effective values of what it covers.
  const publishOverride = async (target: StaffSportsOverrideTarget) => {
    const current = await rules.reload();
    const picks = await listFixturePicks(db, target.fixtureId);
    const message = presentOverrideMessage(
      current,
      target.fixtureId,
      picks,
      target.kind === 'fixture'
        ? { marketIds: 'all' }
        : target.kind === 'market'
          ? { marketIds: [target.marketId] }
          : { marketIds: [], betIds: [target.outcomeId] },
    );
    realtime.publish(fixtureTopic(target.fixtureId), message);
  };

  // Checks that the target exists; returns its market id (null for a fixture) or a refusal message.
  const locateTarget = async (target: StaffSportsOverrideTarget) => {
    if (!(await findStaffFixture(db, target.fixtureId))) return refused(staffSportsText.unknownFixture);
    if (target.kind === 'fixture') return { kind: 'ok' as const, marketId: null };
    if (target.kind === 'market') {
      const market = await findMarket(db, target.fixtureId, target.marketId);
      return market
        ? { kind: 'ok' as const, marketId: market.marketId }
        : refused(staffSportsText.unknownMarket);
    }
    const outcome = await findOutcome(db, target.outcomeId);
    if (!outcome || Number(outcome.fixtureId) !== target.fixtureId)
      return refused(staffSportsText.unknownOutcome);
    return { kind: 'ok' as const, marketId: outcome.marketId };
  };

  const getCatalogue = async (): Promise<StaffSportsCatalogue> => {
    const [sports, leagues] = await Promise.all([listSportsForStaff(db), listLeaguesForStaff(db)]);
    return {
      sports: sports.map((sport) => ({
        sportId: sport.id,
        name: sport.name,
        isVisible: sport.isVisible,
        fixtureCount: sport.fixtureCount,
        leagues: leagues
          .filter((league) => league.sportId === sport.id)
          .map((league) => ({
            leagueId: league.id,
            name: league.name,
            regionName: league.regionName ?? '',
            isVisible: league.isVisible,
            fixtureCount: league.fixtureCount,
          })),
      })),
    };
  };

  return {
    /** The saved odds settings. */
    getSettings: () => readSportsSettings(db),

    /** Saves the odds settings (audited), reloads the rules and tells the lists of the sports it changes. */
    async saveSettings(actor: StaffActor, settings: SportsSettings, reason: string): Promise<SportsSettings> {
      const before = await db.transaction().execute(async (trx) => {
        const previous = await readSportsSettings(trx);
        await writeSportsSettings(trx, settings);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffSportsAuditAction.settings,
          targetType: 'site_setting',
          targetId: 'sports',
          before: previous,
          after: settings,
          reason,
          ip: actor.ip,
        });
        return previous;
      });
      await rules.reload();
      publishLists(changedSports(before, settings));
      return readSportsSettings(db);
    },

    /** Every sport with its leagues, visibility and open fixture counts. */
    getCatalogue,

    /** Shows or hides a sport or league (audited); the lists of its sport refetch. */
    async setVisibility(
      actor: StaffActor,
      change: { kind: 'sport' | 'league'; id: number; isVisible: boolean; reason: string },
    ): Promise<SettingsOutcome<StaffSportItem | StaffLeagueItem>> {
      const found = await db.transaction().execute(async (trx) => {
        const current = await findVisibilityForUpdate(trx, change.kind, change.id);
        if (!current) return null;
        await writeVisibility(trx, change.kind, change.id, change.isVisible);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffSportsAuditAction.visibility,
          targetType: change.kind,
          targetId: change.id,
          before: { isVisible: current.isVisible },
          after: { isVisible: change.isVisible },
          reason: change.reason,
          ip: actor.ip,
        });
        return current;
      });
      if (!found) {
        return refused(
          change.kind === 'sport' ? staffSportsText.unknownSport : staffSportsText.unknownLeague,
        );
      }
      publishLists([found.sportId]);
      const catalogue = await getCatalogue();
      const sport = catalogue.sports.find((item) => item.sportId === found.sportId);
      const item =
        change.kind === 'sport' ? sport : sport?.leagues.find((league) => league.leagueId === change.id);
      return item ? { kind: 'ok', data: item } : refused(staffSportsText.unknownLeague);
    },

    /** Fixtures by id or team name, unfinished first, soonest first. */
    async searchFixtures(query: string) {
      const since = new Date(now().getTime() - searchWindowMs);
      const rows = await searchStaffFixtures(db, query, since, staffSportsSearchLimit);
      return { list: rows.map(presentFixtureSummary) };
    },

    /** One fixture with every unsettled market, the feed's and the effective values, and its overrides. */
    getFixture: readFixture,

    /** Sets or replaces a target's override (audited), then pushes the effective values to members. */
    async setOverride(
      actor: StaffActor,
      change: {
        target: StaffSportsOverrideTarget;
        isSuspended: boolean;
        price: number | null;
        reason: string;
      },
    ): Promise<SettingsOutcome<StaffSportsFixture>> {
      const { target } = change;
      const located = await locateTarget(target);
      if (located.kind === 'refused') return located;
      const targetKey = overrideKey(target);
      await db.transaction().execute(async (trx) => {
        // Bets on the fixture hold it `for share` while they check and insert: the override waits
        // for them, and a bet after it reads it.
        await lockFixtureForOverride(trx, target.fixtureId);
        const before = await findOverrideForUpdate(trx, targetKey);
        await upsertOverride(trx, {
          targetKey,
          kind: target.kind,
          fixtureId: target.fixtureId,
          marketId: located.marketId,
          betId: target.kind === 'outcome' ? target.outcomeId : null,
          isSuspended: change.isSuspended,
          price: change.price,
          reason: change.reason,
          staffId: actor.staffId,
          at: now(),
        });
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffSportsAuditAction.override,
          targetType: 'sports_override',
          targetId: targetKey,
          before: before ? { isSuspended: before.isSuspended, price: before.price } : null,
          after: { isSuspended: change.isSuspended, price: change.price },
          reason: change.reason,
          ip: actor.ip,
        });
      });
      await publishOverride(target);
      const fixture = await readFixture(target.fixtureId);
      return fixture ? { kind: 'ok', data: fixture } : refused(staffSportsText.unknownFixture);
    },

    /** Removes a target's override (audited), then pushes the feed's effective values back to members. */
    async clearOverride(
      actor: StaffActor,
      change: { target: StaffSportsOverrideTarget; reason: string },
    ): Promise<SettingsOutcome<StaffSportsFixture>> {
      const targetKey = overrideKey(change.target);
      const isCleared = await db.transaction().execute(async (trx) => {
        await lockFixtureForOverride(trx, change.target.fixtureId);
        const before = await findOverrideForUpdate(trx, targetKey);
        if (!before) return false;
        await deleteOverride(trx, targetKey);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffSportsAuditAction.overrideClear,
          targetType: 'sports_override',
          targetId: targetKey,
          before: { isSuspended: before.isSuspended, price: before.price },
          after: null,
          reason: change.reason,
          ip: actor.ip,
        });
        return true;
      });
      if (!isCleared) return refused(staffSportsText.noOverride);
      await publishOverride(change.target);
      const fixture = await readFixture(change.target.fixtureId);
      return fixture ? { kind: 'ok', data: fixture } : refused(staffSportsText.unknownFixture);
    },
  };
}

/** The back office's sports settings. */
export type SportsSettingsService = ReturnType<typeof createSportsSettingsService>;
