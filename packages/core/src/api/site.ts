import type { PopularLeagueItem, SportsFixture } from './sports.ts';

/** One row of the left menu: a league with its fixture count (spec section 3, "Event group item"). */
export type EventGroupItem = {
  sportId: number;
  regionId: number;
  regionName: string;
  icon: string;
  leagueId: number;
  leagueName: string;
  count2: number;
};

/** A notice or event (spec section 3, "Board item"). `text` is sanitised HTML. */
export type BoardItem = {
  id: number;
  title: string;
  text: string;
  /** 0 notice, 1 event, 11 header event list. */
  boardType: number;
  visible: boolean;
  /** A popup's desktop width in px as staff set it (null: the default). */
  popupWidth?: number | null;
};

/** An image-event popup. */
export type BannerItem = { id: number; title: string; imageUrl: string; link: string | null };

/** A recent approved deposit, nick masked (served under the spec's name; never invented). */
export type ChargeTickerItem = { nick: string; amount: number; approvedAt: string };

/** GET /api/index2 data: every initial-data field of spec section 3. */
export type InitialData = {
  title: string;
  mainDomain: string;
  domainList: string[];
  domainKeyCode: string;
  bankList: string[];
  banner: BannerItem[];
  boardList: BoardItem[];
  slideText: string;
  isAgency: boolean;
  isHeader: boolean;
  useSms: boolean;
  recommendCode: string | null;
  eventGroupByList: EventGroupItem[];
  eventGroupByListInplay: EventGroupItem[];
  fakeChargeList: ChargeTickerItem[];
  /** The soonest prematch fixtures of the popular leagues, with their main markets. */
  popularEventList: SportsFixture[];
  /** Leagues with the most prematch fixtures starting in the next 24 hours. */
  popularLeagueList: PopularLeagueItem[];
  /** The staff-set minimum of a point-to-cash conversion, so the page can check before asking. */
  minPointConversion: number;
};

/** GET /api/version data: the id of the build the server is serving. */
export type BuildInfo = { buildId: string };
