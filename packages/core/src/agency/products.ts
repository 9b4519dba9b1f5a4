// The products a partner earns commission on (issue 26), each with its own rate, and how a sports
// combination's folder count picks its rolling rate.

/** The products of partner commission, in the order staff and partners see them. */
export const agencyProducts = ['prematch', 'inplay', 'minigame', 'virtual', 'casino', 'slot'] as const;

/** One product of partner commission. */
export type AgencyProduct = (typeof agencyProducts)[number];

/**
 * What a statement line is about: a product's commission, or the settlement as a whole (a negative day
 * carried in as a deduction, a staff adjustment).
 */
export type StatementSubject = AgencyProduct | 'settlement';

/** Each product's Korean name, and the statement's whole-settlement lines'. */
export const agencyProductNames: Record<StatementSubject, string> = {
  prematch: '스포츠(프리매치)',
  inplay: '스포츠(인플레이)',
  minigame: '미니게임',
  virtual: '가상게임',
  casino: '카지노',
  slot: '슬롯',
  settlement: '정산 전체',
};

/** How a rate is earned: on settled stakes (롤링) or on the period's net loss (루징). */
export type CommissionKind = 'rolling' | 'losing';

/**
 * A statement line's kind: commission (rolling, losing), an earlier negative day carried in as a
 * deduction ('carried'), or a staff adjustment of a held settlement ('manual').
 */
export type StatementLineKind = CommissionKind | 'carried' | 'manual';

/** How an upper level earns on its subtree: the difference of its rate over the child's (차등) or its own rate. */
export type UpperMode = 'difference' | 'own';

/**
 * A rate's folder bucket: 0 for every bet of the product (and every non-sports product), 1, 2 and 3 for
 * sports singles and 2- and 3-folder combinations, 4 for four folders or more.
 */
export type FolderBucket = 0 | 1 | 2 | 3 | 4;

/** Rates are basis points of the base: 10,000 = 100 %. */
export const rateBpMax = 10_000;
