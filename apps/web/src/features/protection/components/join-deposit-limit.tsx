import '../protection.css';
import { depositLimitWindows, limitCoolingOffHours, limitWindowText } from '@hanpan/core/api/protection';
import { AmountField } from '../../../components/amount-field.tsx';
import type { JoinLimitChoice } from '../join-limit-choice.ts';

/** Quick amounts of the section: they add up, as on the first-deposit question. */
const joinQuickAmounts = [100_000, 500_000, 1_000_000] as const;

const windowChoices: { value: JoinLimitChoice['window']; label: string }[] = [
  { value: 'none', label: '설정 안 함' },
  ...depositLimitWindows.map((window) => ({ value: window, label: limitWindowText[window] })),
];

type JoinDepositLimitProps = {
  choice: JoinLimitChoice;
  onChange: (choice: JoinLimitChoice) => void;
};

/**
 * The registration form's optional 입금 한도 설정 (issue 27): 설정 안 함 (the default), or a 24-hour,
 * 7-day or 1-month deposit limit with its amount. Native radios, so arrow keys move the choice. The
 * page that shows it loads money.css (the amount field's styles).
 */
export function JoinDepositLimit({ choice, onChange }: JoinDepositLimitProps) {
  const textId = 'join-depositLimit-text';
  return (
    <fieldset className="join-limit" data-testid="join-deposit-limit" aria-describedby={textId}>
      <legend className="field__label">입금 한도 설정 (선택)</legend>
      <p id={textId} className="join-limit__text">
        충전 신청 금액의 한도를 미리 정해 둘 수 있으며, 가입 후 마이페이지에서 낮추면 바로, 높이거나 해제하면{' '}
        {limitCoolingOffHours}시간 뒤에 적용됩니다.
      </p>
      <div className="join-limit__windows">
        {windowChoices.map(({ value, label }) => (
          <label key={value} className="join-limit__window">
            <input
              type="radio"
              name="depositLimitWindow"
              value={value}
              checked={choice.window === value}
              onChange={() => onChange({ ...choice, window: value })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {choice.window !== 'none' && (
        <AmountField
          id="join-depositLimitAmount"
          label={`${limitWindowText[choice.window]} 입금 한도`}
          value={choice.amountText}
          onValue={(amountText) => onChange({ ...choice, amountText })}
          quickAmounts={joinQuickAmounts}
          hint={`${limitWindowText[choice.window]} 동안 충전 신청할 수 있는 최대 금액입니다.`}
        />
      )}
    </fieldset>
  );
}
