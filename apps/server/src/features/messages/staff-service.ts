import { staffPageSize } from '@hanpan/core/api/staff-codes';
import {
  type MessageTarget,
  staffMessagesAuditAction,
  staffMessagesText,
  type TemplateKind,
} from '@hanpan/core/api/staff-messages';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import {
  countAudience,
  findMemberId,
  findMembersByLoginIds,
  findPartnerName,
  insertJob,
  insertRecipients,
  listJobs,
  type StoredTarget,
} from './send-repository.ts';
import type { SendRunner } from './send-runner.ts';
import {
  findTemplateForUpdate,
  insertTemplate,
  listTemplates,
  removeTemplate,
  type TemplateRecord,
  updateTemplate,
} from './template-repository.ts';

/** A staff change done, or refused with a Korean message. */
export type StaffOutcome<T> = { kind: 'ok'; value: T } | { kind: 'refused'; message: string };

const refused = (message: string) => ({ kind: 'refused', message }) as const;

/** Sends to members and their templates: every change audited; sends delivered by the runner. */
export function createStaffMessagesService({ db, runner }: { db: Db; runner: SendRunner }) {
  return {
    /**
     * Records a send to the target and returns at once; the runner delivers it in batches.
     * The audience is fixed now: members who join during the send do not get it.
     */
    async send(
      actor: StaffActor,
      message: { target: MessageTarget; title: string; body: string },
    ): Promise<StaffOutcome<{ id: number; total: number }>> {
      const outcome = await db.transaction().execute(async (trx) => {
        const target = await resolveTarget(trx, message.target);
        if (target.kind === 'refused') return target;
        const { chosen, ...stored } = target.value;
        const { maxMemberId, total } = chosen
          ? { maxMemberId: Math.max(...chosen), total: chosen.length }
          : await countAudience(trx, stored);
        if (total === 0) return refused(staffMessagesText.noRecipients);
        const id = await insertJob(trx, {
          staffId: actor.staffId,
          target: stored,
          title: message.title,
          body: message.body,
          total,
          maxMemberId,
        });
        if (chosen) await insertRecipients(trx, id, chosen);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffMessagesAuditAction.send,
          targetType: 'message_send_job',
          targetId: id,
          after: { target: message.target, title: message.title, body: message.body, total },
          ip: actor.ip,
        });
        return { kind: 'ok', value: { id, total } } as const;
      });
      if (outcome.kind === 'ok') runner.kick();
      return outcome;
    },

    /** One page (from 1) of sends, newest first, with progress and read counts. */
    async listJobs(page: number) {
      const { rows, total } = await listJobs(db, staffPageSize, (page - 1) * staffPageSize);
      return { rows, total, page, pageSize: staffPageSize };
    },

    /** The templates of a kind. */
    listTemplates(kind: TemplateKind): Promise<TemplateRecord[]> {
      return listTemplates(db, kind);
    },

    /** Creates a template (id null) or changes one. */
    async saveTemplate(
      actor: StaffActor,
      draft: { id: number | null; kind: TemplateKind; title: string; body: string },
    ): Promise<StaffOutcome<TemplateRecord>> {
      return db.transaction().execute(async (trx) => {
        const fields = { kind: draft.kind, title: draft.title, body: draft.body };
        const before = draft.id === null ? null : await findTemplateForUpdate(trx, draft.id);
        if (draft.id !== null && !before) return refused(staffMessagesText.unknownTemplate);
        const saved = before
          ? await updateTemplate(trx, before.id, fields)
          : await insertTemplate(trx, fields);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffMessagesAuditAction.saveTemplate,
          targetType: 'message_template',
          targetId: saved.id,
          before: before ? { kind: before.kind, title: before.title, body: before.body } : null,
          after: fields,
          ip: actor.ip,
        });
        return { kind: 'ok', value: saved } as const;
      });
    },

    /** Removes a template. */
    async deleteTemplate(actor: StaffActor, id: number): Promise<StaffOutcome<null>> {
      return db.transaction().execute(async (trx) => {
        const before = await findTemplateForUpdate(trx, id);
        if (!before) return refused(staffMessagesText.unknownTemplate);
        await removeTemplate(trx, id);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffMessagesAuditAction.deleteTemplate,
          targetType: 'message_template',
          targetId: id,
          before: { kind: before.kind, title: before.title, body: before.body },
          ip: actor.ip,
        });
        return { kind: 'ok', value: null } as const;
      });
    },
  };
}

/** The back office's messages story. */
export type StaffMessagesService = ReturnType<typeof createStaffMessagesService>;

// The stored audience of a target: a member login id becomes the member's id; chosen members'
// login ids become their ids (`chosen`), all of them known or the send is refused.
async function resolveTarget(
  db: Db,
  target: MessageTarget,
): Promise<StaffOutcome<StoredTarget & { chosen?: number[] }>> {
  switch (target.kind) {
    case 'members': {
      const found = await findMembersByLoginIds(db, target.loginIds);
      const known = new Set(found.map((member) => member.loginId));
      const unknown = target.loginIds.filter((loginId) => !known.has(loginId));
      if (unknown.length > 0) return refused(staffMessagesText.unknownMembers(unknown));
      return { kind: 'ok', value: { kind: 'members', id: null, chosen: found.map((member) => member.id) } };
    }
    case 'member': {
      const member = await findMemberId(db, target.loginId);
      return member
        ? { kind: 'ok', value: { kind: 'member', id: member.id } }
        : refused(staffMessagesText.unknownMember);
    }
    case 'grade':
      return { kind: 'ok', value: { kind: 'grade', id: target.grade } };
    case 'partner':
      return (await findPartnerName(db, target.partnerId))
        ? { kind: 'ok', value: { kind: 'partner', id: target.partnerId } }
        : refused(staffMessagesText.unknownPartner);
    case 'all':
      return { kind: 'ok', value: { kind: 'all', id: null } };
  }
}
