import {
  inquiryAnswerMax,
  type StaffInquiryItem,
  staffInquiriesText,
} from '@hanpan/core/api/staff-inquiries';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { MessageBodyField, TemplateSelect, useTemplates } from '../../messages/index.ts';
import { useInquiryChanges } from '../api/change-inquiry.ts';

/** The answer box of one inquiry, with the answer templates; the member also gets it as a message. */
export function AnswerForm({
  inquiry,
  onDone,
}: {
  inquiry: StaffInquiryItem;
  onDone: (message: string) => void;
}) {
  const ids = useId();
  const [answer, setAnswer] = useState(inquiry.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const templates = useTemplates('inquiry', { isAnswering: true });
  const { answer: send } = useInquiryChanges();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const text = answer.trim();
    if (!text) {
      setError(staffInquiriesText.answerRequired);
      return;
    }
    try {
      await send.mutateAsync({ id: inquiry.id, answer: text });
      onDone('답변을 등록했습니다. 회원에게 쪽지로도 전달됩니다.');
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <form className="inquiry-answer" onSubmit={(event) => void submit(event)} noValidate>
      <TemplateSelect
        id={`${ids}-template`}
        label="답변 템플릿"
        templates={templates.data?.items}
        onPick={(template) => setAnswer(template.body)}
      />
      <MessageBodyField
        id={`${ids}-answer`}
        label="답변"
        rows={5}
        maxLength={inquiryAnswerMax}
        value={answer}
        onChange={setAnswer}
      />
      <FormError message={error} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {inquiry.answer ? '답변 수정' : '답변 등록'}
        </button>
      </div>
    </form>
  );
}
