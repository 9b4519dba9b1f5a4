import type { ConsentName } from './use-join-form.ts';

// Both texts are general terms pages (messageType 1) of /board/rules; a new tab keeps the form filled.
const consents: { name: ConsentName; label: string; testId: string }[] = [
  { name: 'agreeTerms', label: '이용약관', testId: 'consent-terms' },
  { name: 'agreePrivacy', label: '개인정보 처리방침', testId: 'consent-privacy' },
];

type JoinConsentsProps = {
  values: Record<ConsentName, boolean>;
  onChange: (name: ConsentName, isAgreed: boolean) => void;
};

/** The join dialog's two required consents, each label linking to its rules page in a new tab. */
export function JoinConsents({ values, onChange }: JoinConsentsProps) {
  return (
    <fieldset className="consents">
      <legend className="field__label">약관 동의</legend>
      {consents.map(({ name, label, testId }) => (
        <div key={name} className="consents__item">
          <input
            id={`join-${name}`}
            type="checkbox"
            name={name}
            data-testid={testId}
            checked={values[name]}
            onChange={(event) => onChange(name, event.target.checked)}
          />
          <label htmlFor={`join-${name}`}>
            <span className="consents__required">[필수]</span>{' '}
            <a href="/board/rules?messageType=1" target="_blank" rel="noopener noreferrer">
              {label}
            </a>
            에 동의합니다
          </label>
        </div>
      ))}
    </fieldset>
  );
}
