// The bet calls' codes and their Korean messages (spec section 8, "Prematch bet codes" and "In-play
// codes"). Codes the spec's tables do not list (the server's re-run of the slip's checks, section 5)
// carry the check's own message in data.message, so the member reads the same text the slip shows.

/** Codes of POST /api/bet/add, /bet/preInplay and /bet/addInplay. */
export const betCode = {
  ok: 0,
  /** In-play: a price moved during the delay and the member's preference does not accept it. */
  oddsChanged: 1,
  /** Bad request body, unknown pick, the same pick twice; data.message says which. */
  invalidInput: 2,
  /** The stake is above the member's cash. */
  insufficientBalance: 3,
  /** Expected winnings above the site's cap. */
  winningsLimit: 4,
  /** Prematch: betting closed before kick-off (or the fixture started). In-play: not live any more. */
  cutoff: 5,
  /** Two picks that may not be combined (same fixture, related markets, prematch with in-play). */
  combination: 6,
  /** Stake below the minimum or above the maximum. */
  stakeLimit: 7,
  /** Total odds above the maximum. */
  maxOdds: 8,
  /** The member may not bet (suspended or barred). */
  memberBlocked: 9,
  /** Betting is switched off site-wide. */
  siteClosed: 10,
  /** A pick is suspended, hidden or its price differs from the slip's (prematch: 'odds locked'). */
  oddsLocked: 11,
  minFolder: 13,
  maxFolder: 14,
  lowOdds: 15,
  leagueRule: 16,
  twoFolderLimit: 17,
  threeFolderLimit: 18,
  multiFolderLimit: 19,
  singleFolderRule: 20,
  specialCombination: 21,
  /** A pick's fixture is finished or its market settled. */
  settled: 22,
  /** addInplay: no in-play bet is waiting for this session (never parked, confirmed, or expired). */
  noPendingBet: 23,
  /** addInplay: the delay has not passed yet. */
  tooEarly: 24,
} as const;

/** Messages of the slip's ten checks (spec section 5, "Cart bet checks"), also sent by the server. */
export const cartCheckText = {
  empty: '베팅카트가 비어있습니다.',
  insufficientBalance: '보유머니가 부족합니다.',
  combination: '해당 조합은 베팅할 수 없습니다.',
  minBet: '최소 베팅금액을 확인해 주세요.',
  maxFolderCount: '최대 폴더수를 확인해 주세요.',
  maxOdds: '최대 배당을 확인해 주세요.',
  maxBet: '최대 베팅금액을 확인해 주세요.',
  maxWinnings: '최대 당첨금액을 확인해 주세요.',
  singleMaxBet: '단폴더 최대 베팅금액을 확인해 주세요.',
  singleMaxWinnings: '단폴더 최대 당첨금액을 확인해 주세요.',
} as const;

/** Prematch codes' messages (spec section 8). */
const prematchText: Record<number, string> = {
  0: '베팅이 완료되었습니다.',
  5: '마감 베팅 제한을 확인해 주세요.',
  6: '조합 베팅이 불가능합니다.',
  11: '배당이 잠겼습니다.',
  13: '최소 폴더를 확인해 주세요.',
  14: '최대 폴더를 확인해 주세요.',
  15: '배당이 너무 낮은 경기가 있습니다. 공지사항/규정을 확인해 주세요.',
  16: '리그별 베팅 규정을 따라 주세요.',
  17: '2폴더 베팅금액 및 당첨금액 제한을 확인해 주세요.',
  18: '3폴더 베팅금액 및 당첨금액 제한을 확인해 주세요.',
  19: '다폴더 베팅금액 및 당첨금액 제한을 확인해 주세요.',
  20: '단폴더 규정을 확인해 주세요.',
  21: '일반 경기와 스페셜 경기는 조합할 수 없습니다.',
};

/** In-play codes' messages: the prematch ones, then the in-play table's (spec section 8). */
const inplayText: Record<number, string> = {
  ...prematchText,
  1: '배당이 변경되었습니다.',
  4: '당첨금 제한을 확인해 주세요.',
  5: '마감 제한을 확인해 주세요.',
  6: '가능한 조합을 확인해 주세요.',
  9: '베팅할 수 없는 회원입니다.',
  10: '현재 사이트에서 베팅을 받을 수 없습니다.',
  11: '배당이 마감되었습니다.',
  22: '이미 정산된 경기입니다.',
};

/** Texts of the slip around the calls (spec section 4). */
export const betText = {
  placed: '베팅이 완료되었습니다.',
  oddsClosed: '배당이 마감되었습니다.',
  inProgress: '베팅이 진행 중입니다. 잠시 후 다시 시도해 주세요.',
  countdown: (seconds: number) => `잠시만 기다려 주세요. ${seconds}초 후 베팅됩니다.`,
  acceptedAtNewOdds: '배당이 변경되어 현재 배당으로 베팅되었습니다.',
  noPendingBet: '대기 중인 라이브 베팅이 없습니다. 다시 베팅해 주세요.',
  tooEarly: '대기 시간이 끝나지 않았습니다.',
  memberBlocked: '베팅할 수 없는 회원입니다.',
  siteClosed: '현재 사이트에서 베팅을 받을 수 없습니다.',
  settled: '이미 정산된 경기입니다.',
  unknownPick: '존재하지 않는 베팅 항목이 있습니다. 카트를 비우고 다시 선택해 주세요.',
  duplicatePick: '같은 항목이 두 번 담겨 있습니다.',
  wrongFixture: '베팅 항목과 경기 정보가 맞지 않습니다.',
  inplayInPrematch: '라이브 경기는 라이브 베팅으로 진행해 주세요.',
  prematchInInplay: '라이브 베팅에는 라이브 경기만 담을 수 있습니다.',
  invalid: '요청 값이 올바르지 않습니다.',
  badAmount: '베팅금액을 확인해 주세요.',
} as const;

/**
 * The message for a bet code: the spec's prematch table for /bet/add, the in-play table for the
 * in-play calls; other codes 'cannot bet now' / 'failed' with the code (spec section 8).
 */
export function betCodeText(code: number, mode: 'prematch' | 'inplay'): string {
  const table = mode === 'prematch' ? prematchText : inplayText;
  const known = table[code];
  if (known) return known;
  return mode === 'prematch' ? `현재 베팅할 수 없습니다. (코드 ${code})` : `베팅 실패: 코드 ${code}`;
}
