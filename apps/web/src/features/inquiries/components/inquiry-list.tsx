import { type InquiryItem, inquiryCategoryText, inquiryStatusText } from '@hanpan/core/api/inquiries';
import { formatKstDateTime, kstNote } from '@hanpan/core/time/kst';
import { useState } from 'react';

/** The member's inquiries: status 대기/답변완료, a title opens the question and the staff answer. */
export function InquiryList({ items }: { items: InquiryItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <ul className="board-list inquiry-list">
      {items.map((item) => {
        const isOpen = openId === item.id;
        const bodyId = `inquiry-${item.id}`;
        return (
          <li key={item.id} className={isOpen ? 'board-list__item is-open' : 'board-list__item'}>
            <button
              type="button"
              className="board-list__title"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              onClick={() => setOpenId(isOpen ? null : item.id)}
            >
              <span className={`board-list__tag inquiry-list__status is-${item.status}`}>
                {inquiryStatusText[item.status]}
              </span>
              <span className="board-list__text">
                [{inquiryCategoryText[item.category]}] {item.title}
              </span>
              <time className="board-list__date" dateTime={item.createdAt} title={kstNote}>
                {formatKstDateTime(item.createdAt)}
              </time>
            </button>
            {isOpen && (
              <div id={bodyId} className="board-list__body inquiry-list__body">
                <p className="inquiry-list__question">{item.body}</p>
                {item.answer ? (
                  <div className="inquiry-list__answer">
                    <strong>답변</strong>
                    {item.answeredAt && (
                      <time dateTime={item.answeredAt} title={kstNote}>
                        {formatKstDateTime(item.answeredAt)}
                      </time>
                    )}
                    <p>{item.answer}</p>
                  </div>
                ) : (
                  <p className="inquiry-list__waiting">답변을 기다리는 중입니다.</p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
