import { type StaffTickerItem, staffSiteTextsText } from '@hanpan/core/api/staff-site-texts';
import { formatKstMinute, isoOfKstInputValue } from '@hanpan/core/time/kst';
import { type FormEvent, useId, useState } from 'react';
import { describeError } from '../../../lib/staff-client.ts';
import { useSaveTickerLine, useTickerList } from '../api/ticker.ts';

const windowText = (line: StaffTickerItem) =>
  `${line.startsAt ? formatKstMinute(line.startsAt) : '즉시'} ~ ${line.endsAt ? formatKstMinute(line.endsAt) : '계속'}`;

/** 공지 띠: the scrolling lines under the member site's header, each with its own KST window. */
export function TickerSection({
  canManage,
  onFlash,
}: {
  canManage: boolean;
  onFlash: (message: string) => void;
}) {
  const ids = useId();
  const ticker = useTickerList();
  const save = useSaveTickerLine();
  const [text, setText] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const line = text.trim();
    const start = isoOfKstInputValue(startsAt);
    const end = isoOfKstInputValue(endsAt);
    const problem = !line
      ? staffSiteTextsText.lineRequired
      : line.length > 200
        ? staffSiteTextsText.lineTooLong
        : start && end && Date.parse(end) <= Date.parse(start)
          ? staffSiteTextsText.badWindow
          : null;
    setError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({ text: line, startsAt: start, endsAt: end });
      setText('');
      onFlash('공지 띠를 게시했습니다.');
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <section className="panel" aria-label="공지 띠" data-testid="ticker-section">
      <h2 className="panel__title">공지 띠 (헤더 아래 흐르는 문구)</h2>
      {canManage && (
        <form className="form-grid" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${ids}-text`}>문구</label>
            <input
              id={`${ids}-text`}
              className="input"
              maxLength={200}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-starts`}>시작 (KST)</label>
            <input
              id={`${ids}-starts`}
              type="datetime-local"
              className="input"
              value={startsAt}
              onChange={(event) => setStartsAt(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-ends`}>종료 (KST)</label>
            <input
              id={`${ids}-ends`}
              type="datetime-local"
              className="input"
              value={endsAt}
              onChange={(event) => setEndsAt(event.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={save.isPending}>
              띠 게시
            </button>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <ul className="ticker-lines">
        {ticker.data?.items.map((line) => (
          <li key={line.id}>
            <span>{line.text}</span> <span className="muted">{windowText(line)}</span>{' '}
            {line.isVisible ? '' : '(숨김)'}
            {canManage && line.isVisible && (
              <button
                type="button"
                className="btn btn--sm"
                onClick={async () => {
                  await save.mutateAsync({ ...line, isVisible: false });
                  onFlash('공지 띠를 내렸습니다.');
                }}
              >
                내리기
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
