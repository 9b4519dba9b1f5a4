import type {
  StaffEndSessionsRequest,
  StaffMemberLogin,
  StaffMemberSession,
} from '@hanpan/core/api/account-bank-change';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import {
  type AuthService,
  findOpenSessionHash,
  listMemberLogins,
  listOpenSessions,
  listOtherOpenSessionHashes,
  sessionPolicy,
} from '../auth/index.ts';
import { recordStaffAction } from '../staff/index.ts';
import { loginHistoryLength } from './policy.ts';
import { deviceLabelOf } from './present.ts';

/** The back office's view of a member's sign-ins and sessions; every look and every end is audited. */
export function createStaffAccountService(deps: {
  db: Db;
  auth: Pick<AuthService, 'endSessionsOf'>;
  now: () => Date;
}) {
  const { db } = deps;
  const audit = (actor: StaffActor, action: string, memberId: number, after?: unknown) =>
    recordStaffAction(db, {
      staffId: actor.staffId,
      action,
      targetType: 'member',
      targetId: memberId,
      after,
      ip: actor.ip,
    });

  return {
    /** The member's last 50 sign-in attempts with full IPs, newest first. */
    async listLogins(actor: StaffActor, memberId: number): Promise<{ items: StaffMemberLogin[] }> {
      const rows = await listMemberLogins(db, memberId, loginHistoryLength);
      await audit(actor, 'member.logins.view', memberId);
      return {
        items: rows.map((row) => ({
          at: formatKstDateTime(row.createdAt),
          ip: row.ip,
          device: deviceLabelOf(row.userAgent),
          isSuccess: row.isSuccess,
        })),
      };
    },

    /** The member's live sessions with full IPs, newest first. */
    async listSessions(actor: StaffActor, memberId: number): Promise<{ items: StaffMemberSession[] }> {
      const at = deps.now();
      const idleSince = new Date(at.getTime() - sessionPolicy.idleTtlMs);
      const rows = await listOpenSessions(db, memberId, at, idleSince);
      await audit(actor, 'member.sessions.view', memberId);
      return {
        items: rows.map((row) => ({
          id: row.publicId,
          startedAt: formatKstDateTime(row.createdAt),
          lastSeenAt: formatKstDateTime(row.lastSeenAt),
          ip: row.ip,
          device: deviceLabelOf(row.userAgent),
        })),
      };
    },

    /**
     * Ends one of the member's sessions (another member's id reads as missing) or all of them, telling
     * every process as sign-out does; audited with how many ended. 0: nothing to end.
     */
    async endSessions(actor: StaffActor, body: StaffEndSessionsRequest): Promise<number> {
      const hashes =
        body.id === undefined
          ? await listOtherOpenSessionHashes(db, body.memberId, '')
          : [await findOpenSessionHash(db, body.memberId, body.id)].filter((hash) => hash !== undefined);
      const ended = await deps.auth.endSessionsOf(body.memberId, hashes);
      if (ended > 0) {
        await audit(actor, 'member.sessions.end', body.memberId, { sessionId: body.id ?? 'all', ended });
      }
      return ended;
    },
  };
}

/** The back office's member sign-in and session service. */
export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
