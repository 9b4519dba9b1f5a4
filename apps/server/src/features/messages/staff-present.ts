import type { StaffMessageJob, StaffTemplate } from '@hanpan/core/api/staff-messages';
import { chosenLabelCount, type SendJobRecord } from './send-repository.ts';
import type { TemplateRecord } from './template-repository.ts';

// What the sent list names as the audience: the member's login id, the first chosen members, the
// grade, or the partner.
const targetLabelOf = (job: SendJobRecord): string | null => {
  if (job.targetKind === 'member') return job.targetLoginId;
  if (job.targetKind === 'members') {
    const others = job.total - chosenLabelCount;
    return `${job.targetChosenLoginIds ?? ''}${others > 0 ? ` 외 ${others}명` : ''}`;
  }
  if (job.targetKind === 'grade') return `${job.targetId ?? ''}`;
  if (job.targetKind === 'partner') return job.targetPartnerName;
  return null;
};

/** A send as the back office's sent list shows it. */
export function presentSendJob(job: SendJobRecord): StaffMessageJob {
  return {
    id: job.id,
    target: job.targetKind,
    targetLabel: targetLabelOf(job),
    title: job.title,
    body: job.body,
    total: job.total,
    sent: job.sent,
    readCount: Number(job.readCount ?? 0),
    isDone: job.doneAt !== null,
    staffLoginId: job.staffLoginId,
    createdAt: job.createdAt.toISOString(),
  };
}

/** A template as the back office shows it. */
export function presentTemplate(template: TemplateRecord): StaffTemplate {
  return {
    id: template.id,
    kind: template.kind,
    title: template.title,
    body: template.body,
    updatedAt: template.updatedAt.toISOString(),
  };
}
