import { readFile } from 'node:fs/promises';
import type { ChargeTickerItem } from '@hanpan/core/api/site';
import { z } from 'zod';
import { createLocalInvalidationBus, type InvalidationBus } from '../../lib/cache/invalidation-bus.ts';
import type { Db } from '../../lib/db/database.ts';
import type { BoardsService } from '../boards/index.ts';
import type { SportsHomeLists } from '../sports/index.ts';
import { sitePublicDataCache } from './events.ts';
import { findMemberPartner, readSiteSettings } from './repository.ts';

// A setting with an unexpected value falls back to its default instead of breaking the site.
const settingsSchema = z.object({
  title: z.string().catch('한판'),
  mainDomain: z.string().catch(''),
  domainList: z.array(z.string()).catch([]),
  domainKeyCode: z.string().catch('hanpan'),
  isHeader: z.boolean().catch(false),
  useSms: z.boolean().catch(false),
  // 가입승인: new members wait for staff approval (migration 0030; staff set it in the back office).
  requireJoinApproval: z.boolean().catch(false),
  slideText: z.string().catch(''),
});

/** The site settings of the initial data. */
export type SiteSettings = z.infer<typeof settingsSchema>;

/** How often at most build-id.txt is re-read, so a redeploy is noticed without a restart. */
export const buildIdTtlMs = 3000;

/** What the site feature needs. */
export type SiteServiceDeps = {
  db: Db;
  boards: BoardsService;
  /** apps/web/dist/build-id.txt, written by the web build. */
  buildIdPath: string;
  /** Recent approved deposits (nick masked), newest first: /index2's fakeChargeList. */
  listRecentDeposits: (limit: number) => Promise<ChargeTickerItem[]>;
  /** The sports menus and popular lists of /index2. */
  readSportsLists: () => Promise<SportsHomeLists>;
  /** The staff-set minimum of a point conversion (payments owns the money settings). */
  readMinPointConversion: () => Promise<number>;
  now: () => Date;
  /** Longest the public part is reused without a change message (default {@link defaultPublicDataMaxAgeMs}). */
  publicDataMaxAgeMs?: number;
  /** Where site changes made through any process are announced (see ./events.ts). */
  caches?: InvalidationBus;
};

/** How many recent deposits /index2 lists. */
export const recentDepositCount = 10;

/**
 * Longest the public part of /index2 is reused without a site-changed message. Nothing in it depends
 * on the clock (the time-dependent sports lists have their own shorter bound in the sports read cache),
 * so this is only a safety net for changes nobody announced: a hand edit in the database, a message
 * Redis lost without the subscription dropping (a lost subscription drops every cache when it returns).
 */
export const defaultPublicDataMaxAgeMs = 60_000;

/** The part of /index2 that is the same for everyone, apart from the sports lists. */
export type SitePublicPart = {
  settings: SiteSettings;
  popups: Awaited<ReturnType<BoardsService['listPublished']>>;
  recentDeposits: ChargeTickerItem[];
  minPointConversion: number;
};

/** Initial data, settings and the served build id. */
export function createSiteService({
  db,
  boards,
  buildIdPath,
  listRecentDeposits,
  readSportsLists,
  readMinPointConversion,
  now,
  publicDataMaxAgeMs = defaultPublicDataMaxAgeMs,
  caches = createLocalInvalidationBus(),
}: SiteServiceDeps) {
  let buildId: { value: string; readAt: number } | null = null;
  // One load shared by every request until a site change drops it (or it gets too old).
  let publicPart: { value: Promise<SitePublicPart>; loadedAt: number; staleAt: number | null } | null = null;
  caches.onInvalidate(sitePublicDataCache, () => {
    publicPart = null;
  });
  const getSettings = async (): Promise<SiteSettings> => settingsSchema.parse(await readSiteSettings(db));
  const loadPublicPart = async (): Promise<SitePublicPart> => {
    const [settings, popups, recentDeposits, minPointConversion] = await Promise.all([
      getSettings(),
      boards.listPublished(),
      listRecentDeposits(recentDepositCount),
      readMinPointConversion(),
    ]);
    return { settings, popups, recentDeposits, minPointConversion };
  };
  const readPublicPart = (): Promise<SitePublicPart> => {
    const at = now().getTime();
    const isFresh =
      publicPart &&
      at - publicPart.loadedAt < publicDataMaxAgeMs &&
      at >= publicPart.loadedAt &&
      (publicPart.staleAt === null || at < publicPart.staleAt);
    if (publicPart && isFresh) return publicPart.value;
    const entry: { value: Promise<SitePublicPart>; loadedAt: number; staleAt: number | null } = {
      value: loadPublicPart(),
      loadedAt: at,
      staleAt: null,
    };
    publicPart = entry;
    // A scheduled post or ticker line opening or closing changes what members see: reload then.
    entry.value.then(
      (part) => {
        entry.staleAt = part.popups.changesAt?.getTime() ?? null;
      },
      () => {},
    );
    // A failed load is never kept: the next request tries again.
    entry.value.catch(() => {
      if (publicPart === entry) publicPart = null;
    });
    return entry.value;
  };
  return {
    getSettings,
    /**
     * Everything GET /index2 returns, for a visitor (null) or a member: the shared public part and
     * sports lists (shared objects: present them, never change them) and the member's own facts.
     */
    async getInitialData(memberId: number | null) {
      const [site, sports, memberPartner] = await Promise.all([
        readPublicPart(),
        readSportsLists(),
        memberId === null ? undefined : findMemberPartner(db, memberId),
      ]);
      return {
        site,
        sports,
        isAgency: memberPartner?.ownsPartner === true,
        recommendCode: memberPartner?.joinCode ?? null,
      };
    },
    /** The id of the web build being served ('dev' when there is none). */
    async getBuildId(): Promise<string> {
      const at = now().getTime();
      if (buildId && at - buildId.readAt < buildIdTtlMs) return buildId.value;
      const value = await readFile(buildIdPath, 'utf8').then(
        (text) => text.trim().slice(0, 128) || 'dev',
        () => 'dev',
      );
      buildId = { value, readAt: at };
      return value;
    },
  };
}

/** The site feature's story. */
export type SiteService = ReturnType<typeof createSiteService>;
