import {
  type InquiryCategory,
  inquiryCategories,
  inquiryCategoryText,
  inquiryLimits,
  inquiryText,
  inquiryWriteRequestSchema,
} from '@hanpan/core/api/inquiries';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../../lib/alert-store.ts';
import { useWriteInquiry } from '../api/write-inquiry.ts';

/** The 1:1 inquiry form: category, title, body (plain text); checked here and again by the server. */
export function InquiryForm({ onWritten }: { onWritten: () => void }) {
  const [category, setCategory] = useState<InquiryCategory | ''>('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const write = useWriteInquiry();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const parsed = inquiryWriteRequestSchema.safeParse({ category, title, body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? inquiryText.badCharacter);
      return;
    }
    setProblem(null);
    const reply = await write.mutateAsync(parsed.data);
    if (reply.code !== 0) {
      const message =
        reply.data && 'message' in reply.data ? reply.data.message : '문의를 등록하지 못했습니다.';
      setProblem(message);
      return;
    }
    setCategory('');
    setTitle('');
    setBody('');
    await showAlert({ message: inquiryText.written });
    onWritten();
  }

  return (
    <form className="inquiry-form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="inquiry-form__field">
        <span>분류</span>
        <select
          value={category}
          onChange={(event) => setCategory(event.target.value as InquiryCategory | '')}
        >
          <option value="">선택</option>
          {inquiryCategories.map((value) => (
            <option key={value} value={value}>
              {inquiryCategoryText[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="inquiry-form__field">
        <span>제목</span>
        <input
          value={title}
          maxLength={inquiryLimits.titleMax}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <label className="inquiry-form__field">
        <span>내용</span>
        <textarea
          value={body}
          rows={6}
          maxLength={inquiryLimits.bodyMax}
          onChange={(event) => setBody(event.target.value)}
        />
        <small className="inquiry-form__count">
          {body.length.toLocaleString('ko-KR')} / {inquiryLimits.bodyMax.toLocaleString('ko-KR')}
        </small>
      </label>
      {problem && (
        <p className="inquiry-form__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={write.isPending}>
        문의 등록
      </button>
    </form>
  );
}
