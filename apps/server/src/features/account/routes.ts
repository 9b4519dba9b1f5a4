import {
  changeExchangePasswordRequestSchema,
  changePasswordRequestSchema,
  emptyAccountRequestSchema,
  endSessionsRequestSchema,
} from '@hanpan/core/api/account';
import { bankChangeRequestSchema } from '@hanpan/core/api/account-bank-change';
import { statementRequestSchema } from '@hanpan/core/api/account-statement';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../lib/db/database.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { requireMember } from '../auth/index.ts';
import type { BankChangeService } from './bank-change-service.ts';
import type { AccountOutcome, AccountService } from './service.ts';
import { buildStatement } from './statement-service.ts';

const replyOf = <T>(outcome: AccountOutcome<T>) =>
  outcome.kind === 'ok' ? okReply(outcome.data) : codeReply(outcome.code, { message: outcome.message });

/** /api/account/*: the logged-in member's own 마이페이지 calls (code 99 without a session). */
export function registerAccountRoutes(
  api: FastifyInstance,
  { account, bankChange, db }: { account: AccountService; bankChange: BankChangeService; db: Db },
): void {
  api.post('/account/info', async (request) => {
    const member = requireMember(request);
    parseBody(emptyAccountRequestSchema, request.body, koreanIssueMessage);
    return okReply(await account.getInfo(member.id));
  });

  api.post('/account/password', async (request) => {
    const member = requireMember(request);
    const body = parseBody(changePasswordRequestSchema, request.body, koreanIssueMessage);
    return replyOf(await account.changePassword(member, body));
  });

  api.post('/account/exchangePassword', async (request) => {
    const member = requireMember(request);
    const body = parseBody(changeExchangePasswordRequestSchema, request.body, koreanIssueMessage);
    return replyOf(await account.changeExchangePassword(member.id, body));
  });

  api.post('/account/logins', async (request) => {
    const member = requireMember(request);
    parseBody(emptyAccountRequestSchema, request.body, koreanIssueMessage);
    return okReply(await account.listLogins(member.id));
  });

  api.post('/account/sessions', async (request) => {
    const member = requireMember(request);
    parseBody(emptyAccountRequestSchema, request.body, koreanIssueMessage);
    return okReply(await account.listSessions(member));
  });

  api.post('/account/sessions/end', async (request) => {
    const member = requireMember(request);
    const body = parseBody(endSessionsRequestSchema, request.body, koreanIssueMessage);
    return replyOf(await account.endSessions(member, body));
  });

  api.post('/account/bankChange', async (request) => {
    const member = requireMember(request);
    const body = parseBody(bankChangeRequestSchema, request.body, koreanIssueMessage);
    return replyOf(await bankChange.request(member.id, body));
  });

  api.post('/account/bankChange/list', async (request) => {
    const member = requireMember(request);
    parseBody(emptyAccountRequestSchema, request.body, koreanIssueMessage);
    return okReply(await bankChange.listOwn(member.id));
  });

  api.post('/account/statement', async (request) => {
    const member = requireMember(request);
    const body = parseBody(statementRequestSchema, request.body, koreanIssueMessage);
    return okReply(await buildStatement(db, member.id, body));
  });
}
