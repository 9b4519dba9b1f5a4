/** The buttons under a settings editor: 되돌리기 (back to the saved values) and 저장 (with progress). */
export function SettingsFormActions({ onReset, isSaving }: { onReset: () => void; isSaving: boolean }) {
  return (
    <div className="form-actions">
      <button type="button" className="btn" onClick={onReset}>
        되돌리기
      </button>
      <button type="submit" className="btn btn--primary" disabled={isSaving}>
        {isSaving ? '저장 중…' : '저장'}
      </button>
    </div>
  );
}
