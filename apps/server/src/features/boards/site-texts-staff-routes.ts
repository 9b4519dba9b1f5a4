import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  type StaffRuleItem,
  type StaffTickerItem,
  staffRuleSaveRequestSchema,
  staffTickerSaveRequestSchema,
} from '@hanpan/core/api/staff-site-texts';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { RulePageRecord } from './rules-repository.ts';
import type { SiteTextOutcome, SiteTextsService } from './site-texts-service.ts';
import type { TickerLineRecord } from './ticker-repository.ts';

/** A rules page as the back office sees it (the text exactly as stored). */
export function presentStaffRule(page: RulePageRecord): StaffRuleItem {
  return {
    id: page.id,
    messageType: page.messageType,
    title: page.title,
    text: page.bodyHtml,
    sortOrder: page.sortOrder,
    isVisible: page.isVisible,
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** A ticker line as the back office sees it. */
export function presentStaffTickerLine(line: TickerLineRecord): StaffTickerItem {
  return {
    id: line.id,
    text: line.text,
    isVisible: line.isVisible,
    startsAt: line.startsAt?.toISOString() ?? null,
    endsAt: line.endsAt?.toISOString() ?? null,
    createdAt: line.createdAt.toISOString(),
  };
}

const present = <T, P>(outcome: SiteTextOutcome<T>, presentItem: (item: T) => P) =>
  outcome.kind === 'ok'
    ? okReply(presentItem(outcome.item))
    : codeReply(staffCode.refused, { message: outcome.message });

/** /api/staff/rules/* and /api/staff/ticker/* (list: 'boards.view'; save: 'boards.manage'). */
export function registerStaffSiteTextRoutes(
  api: FastifyInstance,
  { siteTexts }: { siteTexts: SiteTextsService },
): void {
  api.post('/rules/list', async (request) => {
    requireStaff(request, 'boards.view');
    return okReply({ items: (await siteTexts.listRules()).map(presentStaffRule) });
  });

  api.post('/rules/save', async (request) => {
    const staff = requireStaff(request, 'boards.manage');
    const body = parseBody(staffRuleSaveRequestSchema, request.body, koreanIssueMessage);
    return present(await siteTexts.saveRule(actorOf(request, staff), body), presentStaffRule);
  });

  api.post('/ticker/list', async (request) => {
    requireStaff(request, 'boards.view');
    return okReply({ items: (await siteTexts.listTicker()).map(presentStaffTickerLine) });
  });

  api.post('/ticker/save', async (request) => {
    const staff = requireStaff(request, 'boards.manage');
    const body = parseBody(staffTickerSaveRequestSchema, request.body, koreanIssueMessage);
    return present(await siteTexts.saveTickerLine(actorOf(request, staff), body), presentStaffTickerLine);
  });
}
