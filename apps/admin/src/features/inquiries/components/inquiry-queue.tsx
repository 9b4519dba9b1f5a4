import { inquiryCategoryText, inquiryStatusText } from '@hanpan/core/api/inquiries';
import type { StaffInquiryItem } from '@hanpan/core/api/staff-inquiries';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { describeError } from '../../../lib/staff-client.ts';
import { useInquiryChanges } from '../api/change-inquiry.ts';
import { AnswerForm } from './answer-form.tsx';

const statusClass = { waiting: 'pending', answered: 'active', closed: 'disabled' } as const;

/** The queue: each inquiry with its member, status and assignee; open one to answer, assign or close. */
export function InquiryQueue({
  items,
  myStaffId,
  onDone,
}: {
  items: StaffInquiryItem[];
  myStaffId: number;
  onDone: (message: string) => void;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const { assign, close } = useInquiryChanges();

  async function run(action: () => Promise<unknown>, message: string): Promise<void> {
    try {
      await action();
      onDone(message);
    } catch (failure) {
      onDone(describeError(failure));
    }
  }

  return (
    <ul className="inquiry-queue" data-testid="inquiry-queue">
      {items.map((item) => {
        const isOpen = openId === item.id;
        return (
          <li key={item.id} className="panel inquiry-queue__item" data-testid={`inquiry-${item.id}`}>
            <button
              type="button"
              className="inquiry-queue__head"
              aria-expanded={isOpen}
              onClick={() => setOpenId(isOpen ? null : item.id)}
            >
              <span className={`status status--${statusClass[item.status]}`}>
                {inquiryStatusText[item.status]}
              </span>
              <span className="ellipsis">
                [{inquiryCategoryText[item.category]}] {item.title}
              </span>
              <span>
                {item.loginId} ({item.nick})
              </span>
              <span>{item.assignedLoginId ? `담당 ${item.assignedLoginId}` : '담당 없음'}</span>
              <time dateTime={item.createdAt}>{formatKstDateTime(item.createdAt)}</time>
            </button>
            {isOpen && (
              <div className="inquiry-queue__body">
                <p className="inquiry-queue__text">{item.body}</p>
                {item.answer && (
                  <p className="inquiry-queue__text inquiry-queue__answer">
                    답변 ({item.answeredByLoginId ?? '-'}, {formatKstDateTime(item.answeredAt)}):{' '}
                    {item.answer}
                  </p>
                )}
                <div className="toolbar">
                  {item.assignedStaffId !== myStaffId && (
                    <button
                      type="button"
                      className="btn btn--sm"
                      onClick={() =>
                        void run(
                          () => assign.mutateAsync({ id: item.id, staffId: myStaffId }),
                          '담당자로 지정했습니다.',
                        )
                      }
                    >
                      내가 담당
                    </button>
                  )}
                  {item.status !== 'closed' && (
                    <button
                      type="button"
                      className="btn btn--sm btn--danger"
                      onClick={() => void run(() => close.mutateAsync(item.id), '문의를 종료했습니다.')}
                    >
                      종료
                    </button>
                  )}
                </div>
                {item.status !== 'closed' && (
                  <AnswerForm
                    inquiry={item}
                    onDone={(message) => {
                      setOpenId(null);
                      onDone(message);
                    }}
                  />
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
