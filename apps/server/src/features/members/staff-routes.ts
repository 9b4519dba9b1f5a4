import {
  staffAdjustRequestSchema,
  staffMemberListRequestSchema,
  staffMemberRequestSchema,
  staffMemberStatusRequestSchema,
} from '@hanpan/core/api/staff';
import {
  type StaffMemberBettingBlock,
  staffBetsText,
  staffMemberBettingBlockRequestSchema,
} from '@hanpan/core/api/staff-bets';
import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import { joinApprovalText } from '@hanpan/core/api/staff-join-approval';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { MemberStatusOutcome, StaffMembersService } from './service.ts';

const memberNotFound = '회원을 찾을 수 없습니다.';
const alreadyText = { suspended: '이미 정지된 회원입니다.', active: '정지 상태가 아닌 회원입니다.' } as const;

const presentStatusOutcome = (
  outcome: MemberStatusOutcome,
  memberId: number,
  status: 'suspended' | 'active',
) => {
  if (outcome.kind === 'notFound') return codeReply(staffCode.refused, { message: memberNotFound });
  if (outcome.kind === 'unchanged') return codeReply(staffCode.refused, { message: alreadyText[status] });
  if (outcome.kind === 'notReviewed')
    return codeReply(staffCode.refused, { message: joinApprovalText.notReviewed });
  return okReply({ memberId, status });
};

/** /api/staff/members/*: search, detail, suspend / unsuspend, betting bar, manual balance adjustment. */
export function registerStaffMemberRoutes(
  api: FastifyInstance,
  { members, wallet }: { members: StaffMembersService; wallet: WalletService },
): void {
  api.post('/members/list', async (request) => {
    requireStaff(request, 'members.view');
    const body = parseBody(staffMemberListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await members.listMembers(body));
  });

  api.post('/members/detail', async (request) => {
    const staff = requireStaff(request, 'members.view');
    const body = parseBody(staffMemberRequestSchema, request.body, koreanIssueMessage);
    const detail = await members.memberDetail(actorOf(request, staff), body.memberId);
    return detail ? okReply(detail) : codeReply(staffCode.refused, { message: memberNotFound });
  });

  for (const [path, status] of [
    ['/members/suspend', 'suspended'],
    ['/members/unsuspend', 'active'],
  ] as const) {
    api.post(path, async (request) => {
      const staff = requireStaff(request, 'members.suspend');
      const body = parseBody(staffMemberStatusRequestSchema, request.body, koreanIssueMessage);
      const outcome = await members.setMemberStatus(actorOf(request, staff), { ...body, status });
      return presentStatusOutcome(outcome, body.memberId, status);
    });
  }

  api.post('/members/bettingBlock', async (request) => {
    const staff = requireStaff(request, 'bets.manage');
    const body = parseBody(staffMemberBettingBlockRequestSchema, request.body, koreanIssueMessage);
    const outcome = await members.setBettingBlocked(actorOf(request, staff), body);
    if (outcome.kind === 'notFound') return codeReply(staffCode.refused, { message: memberNotFound });
    if (outcome.kind === 'unchanged') {
      const message = body.isBlocked ? staffBetsText.alreadyBlocked : staffBetsText.notBlocked;
      return codeReply(staffCode.refused, { message });
    }
    const data: StaffMemberBettingBlock = { memberId: body.memberId, isBettingBlocked: body.isBlocked };
    return okReply(data);
  });

  // The wallet service audits the adjustment itself, in the ledger transaction.
  api.post('/members/adjust', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const body = parseBody(staffAdjustRequestSchema, request.body, koreanIssueMessage);
    const outcome = await wallet.adjustBalance(actorOf(request, staff), body);
    if (outcome.kind === 'notFound') return codeReply(staffCode.refused, { message: memberNotFound });
    if (outcome.kind === 'insufficient') {
      return codeReply(staffCode.refused, { message: staffText.insufficientBalance });
    }
    return okReply({
      txId: outcome.txId,
      balance: outcome.balance,
      isDuplicate: outcome.kind === 'duplicate',
    });
  });
}
