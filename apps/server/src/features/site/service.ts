import { readFile } from 'node:fs/promises';
import type { ChargeTickerItem } from '@hanpan/core/api/site';
import { z } from 'zod';
import type { BoardsService } from '../boards/service.ts';
import type { SportsHomeLists } from '../sports/service.ts';
import type { SiteRepository } from './repository.ts';

// A setting with an unexpected value falls back to its default instead of breaking the site.
const settingsSchema = z.object({
  title: z.string().catch('한판'),
  mainDomain: z.string().catch(''),
  domainList: z.array(z.string()).catch([]),
  domainKeyCode: z.string().catch('hanpan'),
  isHeader: z.boolean().catch(false),
  useSms: z.boolean().catch(false),
  slideText: z.string().catch(''),
});

/** The site settings of the initial data. */
export type SiteSettings = z.infer<typeof settingsSchema>;

/** How often at most build-id.txt is re-read, so a redeploy is noticed without a restart. */
export const buildIdTtlMs = 3000;

/** What the site feature needs. */
export type SiteServiceDeps = {
  repo: SiteRepository;
  boards: BoardsService;
  /** apps/web/dist/build-id.txt, written by the web build. */
  buildIdPath: string;
  /** Recent approved deposits (nick masked), newest first: /index2's fakeChargeList. */
  listRecentDeposits: (limit: number) => Promise<ChargeTickerItem[]>;
  /** The sports menus and popular lists of /index2. */
  readSportsLists: () => Promise<SportsHomeLists>;
  now: () => Date;
};

/** How many recent deposits /index2 lists. */
export const recentDepositCount = 10;

/** Initial data, settings and the served build id. */
export function createSiteService({
  repo,
  boards,
  buildIdPath,
  listRecentDeposits,
  readSportsLists,
  now,
}: SiteServiceDeps) {
  let buildId: { value: string; readAt: number } | null = null;

  const getSettings = async (): Promise<SiteSettings> => settingsSchema.parse(await repo.readSettings());

  return {
    getSettings,

    /** Everything GET /index2 returns, for a visitor (null) or a member. */
    async getInitialData(memberId: number | null) {
      const [settings, popups, memberPartner, recentDeposits, sports] = await Promise.all([
        getSettings(),
        boards.listPopups(),
        memberId === null ? undefined : repo.findMemberPartner(memberId),
        listRecentDeposits(recentDepositCount),
        readSportsLists(),
      ]);
      return {
        settings,
        popups,
        recentDeposits,
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
