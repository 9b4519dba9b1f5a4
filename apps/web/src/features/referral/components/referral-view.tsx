import { type ReferralSummary, referralText } from '@hanpan/core/api/referral';
import { formatWon } from '@hanpan/core/money/amount';
import { showAlert } from '../../../lib/alert-store.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { referralLinkOf } from '../../../lib/referral-link.ts';
import { RefereeTable, RewardTable } from './referral-tables.tsx';

/** Copies `text` and says whether it worked. */
async function copyWithAlert(text: string): Promise<void> {
  const isCopied = await copyText(text);
  await showAlert({
    message: isCopied ? referralText.copied : '복사하지 못했습니다. 직접 선택해 복사해 주세요.',
  });
}

/** The member's code and link (with copy buttons), the reward rule, their referees and rewards. */
export function ReferralView({ summary, origin }: { summary: ReferralSummary; origin: string }) {
  const link = referralLinkOf(origin, summary.linkPath);
  const { rule } = summary;
  return (
    <div className="money" data-testid="referral-page">
      <section className="money-card" aria-labelledby="referral-code-title">
        <h2 id="referral-code-title" className="money-card__title">
          {referralText.myCode}
        </h2>
        <div className="referral-code__row">
          <span className="referral-code__label">{referralText.myCode}</span>
          <span className="referral-code__value" data-testid="referral-code">
            {summary.code}
          </span>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => void copyWithAlert(summary.code)}
          >
            {referralText.copy}
          </button>
        </div>
        <div className="referral-code__row">
          <span className="referral-code__label">{referralText.myLink}</span>
          <span className="referral-code__value" data-testid="referral-link">
            {link}
          </span>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            data-testid="referral-link-copy"
            onClick={() => void copyWithAlert(link)}
          >
            {referralText.copy}
          </button>
        </div>
        <ul className="money-notes">
          <li>추천 링크로 가입하거나 가입코드에 추천 코드를 입력하면 추천 회원으로 등록됩니다.</li>
          {rule.rateBp > 0 ? (
            <li>
              추천 회원의 충전이 승인되면 가입 후 {rule.days}일 동안 충전 금액의 {rule.rateBp / 100}%를
              포인트로 드립니다(회원 1명당 최대 {formatWon(rule.capPerReferee)}P).
            </li>
          ) : (
            <li>현재 추천 보상이 진행되지 않습니다.</li>
          )}
          <li>
            본인 또는 같은 사람의 다른 계정(같은 전화번호, 계좌, 접속 IP 또는 기기)은 보상 대상이 아닙니다.
          </li>
        </ul>
      </section>
      <section className="money-card" aria-labelledby="referral-referees-title">
        <h2 id="referral-referees-title" className="money-card__title">
          {referralText.referees}
        </h2>
        <RefereeTable referees={summary.referees} />
      </section>
      <section className="money-card" aria-labelledby="referral-rewards-title">
        <h2 id="referral-rewards-title" className="money-card__title">
          {referralText.rewards}
        </h2>
        <RewardTable rewards={summary.rewards} total={summary.rewardTotal} />
      </section>
    </div>
  );
}
