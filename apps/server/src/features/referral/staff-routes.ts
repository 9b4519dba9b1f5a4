import { referralSettingsSchema, staffReferralRewardsRequestSchema } from '@hanpan/core/api/referral';
import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { StaffReferralService } from './staff-service.ts';

/**
 * /api/staff/settings/referral (+ /save): the isHeader switch and the reward rule, saved with an audit
 * line; /api/staff/referral/rewards: the rewards paid. Reward rates move money: settings.money.
 */
export function registerStaffReferralRoutes(
  api: FastifyInstance,
  { staffReferral }: { staffReferral: StaffReferralService },
): void {
  api.post('/settings/referral', async (request) => {
    requireStaff(request, 'settings.money');
    return okReply(await staffReferral.getSettings());
  });

  api.post('/settings/referral/save', async (request) => {
    const staff = requireStaff(request, 'settings.money');
    const body = parseBody(referralSettingsSchema, request.body, koreanIssueMessage);
    return okReply(await staffReferral.saveSettings(actorOf(request, staff), body));
  });

  api.post('/referral/rewards', async (request) => {
    requireStaff(request, 'payments.view');
    const body = parseBody(staffReferralRewardsRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffReferral.listRewards(body.page, body));
  });
}
