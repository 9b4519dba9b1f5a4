import type { MessageItem } from '@hanpan/core/api/messages';
import { formatKstDateTime, kstNote } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { showAlert } from '../../../lib/alert-store.ts';
import { type MessageChange, useChangeMessages } from '../api/change-messages.ts';
import { useViewMessage } from '../api/view-message.ts';

const changeText: Record<MessageChange, { confirm: string; done: string }> = {
  read: { confirm: '선택한 쪽지를 읽음으로 표시할까요?', done: '읽음으로 표시했습니다.' },
  delete: { confirm: '선택한 쪽지를 삭제할까요?', done: '삭제했습니다.' },
};

/** One page of received messages: unread marked, a title opens the text, select-all read/delete. */
export function MessageInbox({ items }: { items: MessageItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const view = useViewMessage();
  const change = useChangeMessages();
  const isAllSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  function open(item: MessageItem): void {
    const isOpening = openId !== item.id;
    setOpenId(isOpening ? item.id : null);
    if (isOpening && !item.isRead) view.mutate(item.id);
  }

  function toggle(id: number): void {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }

  async function apply(kind: MessageChange): Promise<void> {
    const ids = items.filter((item) => selected.has(item.id)).map((item) => item.id);
    if (ids.length === 0) {
      await showAlert({ message: '쪽지를 선택해 주세요.' });
      return;
    }
    if ((await showAlert({ message: changeText[kind].confirm, buttons: ['예', '아니오'] })) !== '예') return;
    const reply = await change.mutateAsync({ change: kind, ids });
    if (reply.code !== 0) {
      await showAlert({ message: '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
      return;
    }
    setSelected(new Set());
    await showAlert({ message: changeText[kind].done });
  }

  return (
    <div className="message-inbox">
      <div className="message-inbox__toolbar">
        <label className="message-inbox__select-all">
          <input
            type="checkbox"
            checked={isAllSelected}
            onChange={() => setSelected(isAllSelected ? new Set() : new Set(items.map((item) => item.id)))}
          />
          전체 선택
        </label>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={change.isPending}
          onClick={() => void apply('read')}
        >
          읽음 표시
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={change.isPending}
          onClick={() => void apply('delete')}
        >
          삭제
        </button>
      </div>
      <ul className="board-list message-inbox__list">
        {items.map((item) => {
          const isOpen = openId === item.id;
          const bodyId = `message-${item.id}`;
          return (
            <li
              key={item.id}
              className={`board-list__item${isOpen ? ' is-open' : ''}${item.isRead ? '' : ' is-unread'}`}
            >
              <div className="message-inbox__row">
                <input
                  type="checkbox"
                  aria-label={`${item.title} 선택`}
                  checked={selected.has(item.id)}
                  onChange={() => toggle(item.id)}
                />
                <button
                  type="button"
                  className="board-list__title"
                  aria-expanded={isOpen}
                  aria-controls={bodyId}
                  onClick={() => open(item)}
                >
                  <span className={item.isRead ? 'board-list__tag' : 'board-list__tag message-inbox__unread'}>
                    {item.isRead ? '읽음' : '안읽음'}
                  </span>
                  <span className="board-list__text">{item.title}</span>
                  <time className="board-list__date" dateTime={item.createdAt} title={kstNote}>
                    {formatKstDateTime(item.createdAt)}
                  </time>
                </button>
              </div>
              {isOpen && (
                <div id={bodyId} className="board-list__body message-inbox__body">
                  {item.body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
