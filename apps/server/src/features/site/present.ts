import type { InitialData } from '@hanpan/core/api/site';
import { bankList } from '@hanpan/core/banks';
import { presentBanner, presentBoardItem } from '../boards/present.ts';
import type { SiteService } from './service.ts';

type InitialDataRecord = Awaited<ReturnType<SiteService['getInitialData']>>;

/**
 * GET /index2 data. The sports lists come from the catalogue as the sports feature presents them;
 * fakeChargeList holds only real approved deposits, nick masked (DESIGN.md principle 4), or nothing.
 */
export function presentInitialData(record: InitialDataRecord): InitialData {
  const { settings } = record;
  return {
    title: settings.title,
    mainDomain: settings.mainDomain,
    domainList: settings.domainList,
    domainKeyCode: settings.domainKeyCode,
    bankList: [...bankList],
    banner: record.popups.imageEvents.map(presentBanner),
    boardList: record.popups.notices.map(presentBoardItem),
    slideText: settings.slideText,
    isAgency: record.isAgency,
    isHeader: settings.isHeader,
    useSms: settings.useSms,
    recommendCode: record.recommendCode,
    eventGroupByList: record.sports.eventGroupByList,
    eventGroupByListInplay: record.sports.eventGroupByListInplay,
    fakeChargeList: record.recentDeposits,
    popularEventList: record.sports.popularEventList,
    popularLeagueList: record.sports.popularLeagueList,
  };
}
