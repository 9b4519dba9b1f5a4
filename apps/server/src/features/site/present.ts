import type { InitialData } from '@hanpan/core/api/site';
import { bankList } from '@hanpan/core/banks';
import { presentBanner, presentBoardItem } from '../boards/index.ts';
import type { SportsHomeLists } from '../sports/index.ts';
import type { SitePublicPart } from './service.ts';

/** What only a member's /index2 differs in. */
export type InitialDataMemberPart = { isAgency: boolean; recommendCode: string | null };

/**
 * GET /index2 data. The sports lists come from the catalogue as the sports feature presents them;
 * fakeChargeList holds only real approved deposits, nick masked (DESIGN.md principle 4), or nothing.
 */
export function presentInitialData(
  site: SitePublicPart,
  sports: SportsHomeLists,
  member: InitialDataMemberPart,
): InitialData {
  const { settings } = site;
  return {
    title: settings.title,
    mainDomain: settings.mainDomain,
    domainList: settings.domainList,
    domainKeyCode: settings.domainKeyCode,
    bankList: [...bankList],
    banner: site.popups.imageEvents.map(presentBanner),
    boardList: site.popups.notices.map(presentBoardItem),
    // Staff's scheduled ticker lines; the site setting when none is shown now.
    slideText: site.popups.tickerLines.join('   ·   ') || settings.slideText,
    isAgency: member.isAgency,
    isHeader: settings.isHeader,
    useSms: settings.useSms,
    recommendCode: member.recommendCode,
    eventGroupByList: sports.eventGroupByList,
    eventGroupByListInplay: sports.eventGroupByListInplay,
    fakeChargeList: site.recentDeposits,
    popularEventList: sports.popularEventList,
    popularLeagueList: sports.popularLeagueList,
    minPointConversion: site.minPointConversion,
  };
}
