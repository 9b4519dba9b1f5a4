import {
  type StaffBoardItem,
  type StaffBoardSaveRequest,
  type StaffBoardType,
  staffBoardsText,
  staffBoardTypes,
  staffBoardTypeText,
} from '@hanpan/core/api/staff-boards';
import { pickParticle } from '@hanpan/core/korean/particle';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSaveBoard } from '../api/save-board.ts';
import { type BoardDraft, toBoardDraft, toBoardSaveRequest } from '../board-draft.ts';
import { BoardEventFields } from './board-event-fields.tsx';
import { BoardImageUpload } from './board-image-upload.tsx';
import { HtmlPreview } from './html-preview.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The create / edit form: board, title, flags, the HTML and its live preview; asks before saving. */
export function BoardEditor({
  post,
  onSaved,
  onCancel,
}: {
  /** The post to change, or null for a new one. */
  post: StaffBoardItem | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState<BoardDraft>(() => toBoardDraft(post));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<StaffBoardSaveRequest | null>(null);
  const save = useSaveBoard();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const request = toBoardSaveRequest(post?.id ?? null, draft);
    setError(typeof request === 'string' ? request : null);
    if (typeof request !== 'string') setPending(request);
  }

  const check = (key: 'isVisible' | 'isPopup' | 'isPinned', label: string) => (
    <label className="board-check">
      <input
        type="checkbox"
        name={key}
        checked={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
      />
      {label}
    </label>
  );

  return (
    <>
      <form className="panel board-editor" onSubmit={submit} noValidate data-testid="board-editor">
        <h2 className="panel__title">{post ? `게시글 수정 (#${post.id})` : '새 게시글'}</h2>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${ids}-type`}>게시판</label>
            <select
              id={`${ids}-type`}
              name="boardType"
              className="input"
              value={draft.boardType}
              onChange={(event) =>
                setDraft({ ...draft, boardType: Number(event.target.value) as StaffBoardType })
              }
            >
              {staffBoardTypes.map((type) => (
                <option key={type} value={type}>
                  {staffBoardTypeText[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-title`}>제목</label>
            <input
              id={`${ids}-title`}
              name="title"
              className="input"
              maxLength={200}
              value={draft.title}
              aria-invalid={error === staffBoardsText.titleRequired ? true : undefined}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          </div>
        </div>
        <div className="board-checks">
          {check('isVisible', '회원에게 노출')}
          {check('isPopup', '메인 팝업으로 표시')}
          {check('isPinned', '목록 상단 고정')}
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${ids}-starts`}>게시 시작 (KST, 비우면 즉시)</label>
            <input
              id={`${ids}-starts`}
              name="startsAt"
              type="datetime-local"
              className="input"
              value={draft.startsAt}
              onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-ends`}>게시 종료 (KST, 비우면 계속)</label>
            <input
              id={`${ids}-ends`}
              name="endsAt"
              type="datetime-local"
              className="input"
              value={draft.endsAt}
              onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-width`}>팝업 너비 (px, 280~1000, 비우면 기본)</label>
            <input
              id={`${ids}-width`}
              name="popupWidth"
              inputMode="numeric"
              className="input"
              value={draft.popupWidth}
              onChange={(event) => setDraft({ ...draft, popupWidth: event.target.value })}
            />
          </div>
        </div>
        <BoardEventFields
          imageUrl={draft.imageUrl}
          link={draft.link}
          invalidLink={error === staffBoardsText.badLink}
          onImageUrlChange={(imageUrl) => setDraft((current) => ({ ...current, imageUrl }))}
          onLinkChange={(link) => setDraft((current) => ({ ...current, link }))}
        />
        <BoardImageUpload
          onUploaded={(url) =>
            setDraft((current) => ({ ...current, text: `${current.text}<p><img src="${url}" alt="" /></p>` }))
          }
        />
        <div className="field">
          <span id={`${ids}-rich`}>본문</span>
          <RichTextEditor
            html={draft.text}
            labelledBy={`${ids}-rich`}
            onChange={(text) => setDraft((current) => ({ ...current, text }))}
          />
        </div>
        <div className="board-editor__panes">
          <div className="field">
            <label htmlFor={`${ids}-text`}>본문 (HTML)</label>
            <textarea
              id={`${ids}-text`}
              name="text"
              className="board-editor__html"
              rows={16}
              spellCheck={false}
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            />
          </div>
          <div className="field">
            <span className="board-preview-label">미리보기 (허용된 서식만 표시)</span>
            {draft.imageUrl && (
              <img
                className="board-preview__banner"
                src={draft.imageUrl}
                alt={draft.title || '이벤트 배너'}
              />
            )}
            <HtmlPreview html={draft.text} />
          </div>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onCancel}>
            취소
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            저장
          </button>
        </div>
      </form>
      {pending && (
        <ConfirmDialog
          title="게시글 저장"
          confirmLabel="저장"
          onConfirm={async () => {
            await save.mutateAsync(pending);
            onSaved(staffBoardsText.saved);
          }}
          onClose={() => setPending(null)}
        >
          <p className="confirm-text">
            {staffBoardTypeText[pending.boardType as StaffBoardType]} 「{pending.title}」
            {pickParticle(pending.title, '을/를')} 저장합니다.
            {pending.isVisible ? ' 저장하면 회원에게 바로 보입니다.' : ' 회원에게는 보이지 않습니다.'}{' '}
            허용되지 않은 태그와 속성은 저장할 때 제거됩니다.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
