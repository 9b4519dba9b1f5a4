import { type RuleMessageType, ruleMessageTypes, ruleMessageTypeText } from '@hanpan/core/api/boards';
import { type StaffRuleItem, staffSiteTextsText } from '@hanpan/core/api/staff-site-texts';
import { type FormEvent, useId, useState } from 'react';
import { describeError } from '../../../lib/staff-client.ts';
import { useRulesList, useSaveRule } from '../api/rules.ts';
import { HtmlPreview } from './html-preview.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type RuleDraft = {
  id: number | null;
  messageType: RuleMessageType;
  title: string;
  text: string;
  sortOrder: string;
  isVisible: boolean;
};

const toDraft = (page: StaffRuleItem | null): RuleDraft => ({
  id: page?.id ?? null,
  messageType: (ruleMessageTypes.find((type) => type === page?.messageType) ?? 1) as RuleMessageType,
  title: page?.title ?? '',
  text: page?.text ?? '',
  sortOrder: String(page?.sortOrder ?? 0),
  isVisible: page?.isVisible ?? true,
});

function RuleEditor({ page, onDone }: { page: StaffRuleItem | null; onDone: (message: string) => void }) {
  const ids = useId();
  const [draft, setDraft] = useState(() => toDraft(page));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRule();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const title = draft.title.trim();
    const sortOrder = Number(draft.sortOrder);
    const problem = !title
      ? staffSiteTextsText.titleRequired
      : !draft.text.trim()
        ? staffSiteTextsText.textRequired
        : !Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 999
          ? staffSiteTextsText.badSortOrder
          : null;
    setError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({ ...draft, title, sortOrder });
      onDone('규정을 저장했습니다.');
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <form className="panel board-editor" onSubmit={submit} noValidate data-testid="rule-editor">
      <h3 className="panel__title">{page ? `규정 수정 (#${page.id})` : '새 규정'}</h3>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${ids}-type`}>종류</label>
          <select
            id={`${ids}-type`}
            className="input"
            value={draft.messageType}
            onChange={(event) =>
              setDraft({ ...draft, messageType: Number(event.target.value) as RuleMessageType })
            }
          >
            {ruleMessageTypes.map((type) => (
              <option key={type} value={type}>
                {ruleMessageTypeText[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-title`}>규정 제목</label>
          <input
            id={`${ids}-title`}
            className="input"
            maxLength={100}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-order`}>순서</label>
          <input
            id={`${ids}-order`}
            className="input"
            inputMode="numeric"
            value={draft.sortOrder}
            onChange={(event) => setDraft({ ...draft, sortOrder: event.target.value })}
          />
        </div>
      </div>
      <label className="board-check">
        <input
          type="checkbox"
          checked={draft.isVisible}
          onChange={(event) => setDraft({ ...draft, isVisible: event.target.checked })}
        />
        회원에게 노출
      </label>
      <div className="field">
        <span id={`${ids}-rich`}>규정 내용</span>
        <RichTextEditor
          html={draft.text}
          labelledBy={`${ids}-rich`}
          onChange={(text) => setDraft((current) => ({ ...current, text }))}
        />
      </div>
      <div className="board-editor__panes">
        <div className="field">
          <label htmlFor={`${ids}-html`}>규정 내용 (HTML)</label>
          <textarea
            id={`${ids}-html`}
            className="board-editor__html"
            rows={10}
            spellCheck={false}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
        </div>
        <div className="field">
          <span className="board-preview-label">미리보기</span>
          <HtmlPreview html={draft.text} />
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => onDone('')}>
          취소
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          규정 저장
        </button>
      </div>
    </form>
  );
}

/** 이용규정: the rules pages members read from the header (terms, sports, mini-games), with an editor. */
export function RulesSection({
  canManage,
  onFlash,
}: {
  canManage: boolean;
  onFlash: (message: string) => void;
}) {
  const rules = useRulesList();
  const [editing, setEditing] = useState<{ page: StaffRuleItem | null } | null>(null);
  return (
    <section className="panel" aria-label="이용규정" data-testid="rules-section">
      <h2 className="panel__title">이용규정</h2>
      {canManage && !editing && (
        <button type="button" className="btn" onClick={() => setEditing({ page: null })}>
          새 규정
        </button>
      )}
      {editing && (
        <RuleEditor
          key={editing.page?.id ?? 'new'}
          page={editing.page}
          onDone={(message) => {
            setEditing(null);
            if (message) onFlash(message);
          }}
        />
      )}
      {rules.data && (
        <table className="table">
          <thead>
            <tr>
              <th>종류</th>
              <th>순서</th>
              <th>제목</th>
              <th>노출</th>
              {canManage && <th>관리</th>}
            </tr>
          </thead>
          <tbody>
            {rules.data.items.map((page) => (
              <tr key={page.id}>
                <td>{ruleMessageTypeText[page.messageType as RuleMessageType] ?? page.messageType}</td>
                <td>{page.sortOrder}</td>
                <td>{page.title}</td>
                <td>{page.isVisible ? '노출' : '숨김'}</td>
                {canManage && (
                  <td>
                    <button type="button" className="btn btn--sm" onClick={() => setEditing({ page })}>
                      규정 수정
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
