import { z } from 'zod';
import { virtualGameOf } from '../minigames/catalogue.ts';
import { staffMinigameReasonSchema } from './staff-minigames.ts';
import type { TeamRecord, VirtualMarketView } from './virtual.ts';

// The virtual games' own calls (issue 25). Public: POST /api/virtual/league { gameType } (a soccer or
// basketball league's table; code 2 for a race). Back office, beside /api/staff/minigames/* (which
// serve the virtual games too: on/off, cadence, close seconds, game margin and limits, market margins
// and limits, events with their bets' totals, void): 'minigames.view' reads and 'minigames.manage'
// changes, audited with the reason:
// - /api/staff/virtual/markets { gameType }: the next open event's markets at the margins in force,
//   each with its margin and exact RTP (prices are per event: they follow its card).
// - /api/staff/virtual/runners { gameType }: the kennel or stable; /runners/save { id, rating, reason }.
// - /api/staff/virtual/teams { gameType }: the league with strengths and table; /teams/save
//   { id, attack, defence, reason }.

/** Korean messages of the virtual calls. */
export const virtualText = {
  badGame: '가상게임 번호가 올바르지 않습니다.',
  notLeague: '리그 순위가 없는 게임입니다.',
  badRating: '능력치는 1 이상 1000 이하의 정수로 입력해 주세요.',
  unknownRunner: '존재하지 않는 출전마(견)입니다.',
  unknownTeam: '존재하지 않는 팀입니다.',
  noOpenEvent: '베팅을 받는 이벤트가 아직 없습니다.',
  ratingSaved: '능력치를 저장했습니다.',
  earlierEventOpen: '앞선 이벤트가 아직 진행되지 않았습니다. 앞선 이벤트부터 적특 처리해 주세요.',
  eventSettled: '이미 정산이 끝난 이벤트는 적특할 수 없습니다.',
} as const;

/** The audit actions of the roster edits. */
export const staffVirtualAuditAction = {
  runnerRating: 'virtual.runner.rating',
  teamStrength: 'virtual.team.strength',
} as const;

/** A virtual game's type id. */
export const virtualGameTypeSchema = z
  .number({ error: virtualText.badGame })
  .int({ error: virtualText.badGame })
  .refine((gameType) => virtualGameOf(gameType) !== undefined, { error: virtualText.badGame });

/** Body of /api/virtual/league and of the staff reads of one game. */
export const virtualGameRequestSchema = z.object({ gameType: virtualGameTypeSchema });

const ratingSchema = z
  .number({ error: virtualText.badRating })
  .int({ error: virtualText.badRating })
  .min(1, { error: virtualText.badRating })
  .max(1000, { error: virtualText.badRating });

/** Body of /api/staff/virtual/runners/save. */
export const staffRunnerSaveRequestSchema = z.object({
  id: z.number().int().positive(),
  rating: ratingSchema,
  reason: staffMinigameReasonSchema,
});

/** Body of /api/staff/virtual/teams/save. */
export const staffTeamSaveRequestSchema = z.object({
  id: z.number().int().positive(),
  attack: ratingSchema,
  defence: ratingSchema,
  reason: staffMinigameReasonSchema,
});

/** A runner as the back office lists it. */
export type StaffRunner = {
  id: number;
  name: string;
  colour: string;
  rating: number;
  form: number[];
  runs: number;
  wins: number;
};

/** A team as the back office lists it: strengths and its table row. */
export type StaffTeam = {
  id: number;
  name: string;
  short: string;
  colour: string;
  attack: number;
  defence: number;
  position: number;
} & TeamRecord;

/** data of /api/staff/virtual/markets: the event priced and each market's margin in force. */
export type StaffVirtualMarkets = {
  gameType: number;
  gameMarginBp: number;
  roundKey: string;
  markets: (VirtualMarketView & { marginBp: number; ownMarginBp: number | null })[];
};
