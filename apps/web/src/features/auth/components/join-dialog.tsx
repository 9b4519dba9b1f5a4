// The deposit limit's amount field (money.css): loaded with this lazy dialog, after the site's base
// styles. Imported by the protection module, that is part of every page, it would come before them.
import '../../../components/money.css';
import { isKnownBank, bankList as knownBanks } from '@hanpan/core/banks';
import { joinFieldMaxLength as max } from '@hanpan/core/registration/join-form';
import { passwordRuleHint } from '@hanpan/core/registration/password-rules';
import { type FormEvent, useRef } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useInitialData } from '../../../lib/initial-data.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { readArrivalReferralCode } from '../../../lib/referral-link.ts';
import { JoinDepositLimit } from '../../protection/index.ts';
import { JoinConsents } from './join-consents.tsx';
import { JoinField } from './join-field.tsx';
import { useJoinForm } from './use-join-form.ts';

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The registration dialog: every field of the join payload, duplicate checks, optional SMS code and deposit limit. */
export function JoinDialog({ onClose }: { onClose: () => void }) {
  const { data: site } = useInitialData();
  const useSms = site?.useSms ?? false;
  const banks = site?.bankList.filter(isKnownBank) ?? [];
  const formRef = useRef<HTMLFormElement>(null);
  const join = useJoinForm({
    // A referral link's code (?ref=) first: the join code field takes partner and member referral codes.
    initialKeyCode:
      readArrivalReferralCode(window.location.search, sessionStorageOrNull()) ||
      site?.recommendCode ||
      site?.domainKeyCode ||
      '',
    useSms,
    onJoined: () => {
      onClose();
      navigateTo('/');
    },
  });
  const { values, setValue } = join;

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void join.submit(formRef.current);
  }

  const checkButton = (testId: string, onClick: () => void, isBusy: boolean) => (
    <button
      type="button"
      className="btn btn--outline"
      data-testid={testId}
      onClick={onClick}
      disabled={isBusy}
    >
      중복확인
    </button>
  );

  return (
    <ModalDialog title="회원가입" testId="join-dialog" onClose={onClose} size="large">
      <form ref={formRef} className="form form--grid" onSubmit={onSubmit} noValidate>
        <JoinField
          name="loginId"
          label="아이디"
          value={values.loginId}
          onValue={setValue}
          maxLength={12}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="영문, 숫자 4~12자"
          data-autofocus
          action={checkButton('check-login-id', () => void join.runLoginIdCheck(), join.isCheckingLoginId)}
          isOk={join.isLoginIdChecked}
          hint={join.isLoginIdChecked ? '✓ 확인 완료' : undefined}
        />
        <JoinField
          name="nick"
          label="닉네임"
          value={values.nick}
          onValue={setValue}
          maxLength={6}
          placeholder="한글, 영문, 숫자 2~6자"
          action={checkButton('check-nick', () => void join.runNickCheck(), join.isCheckingNick)}
          isOk={join.isNickChecked}
          hint={join.isNickChecked ? '✓ 확인 완료' : undefined}
        />
        <JoinField
          name="loginPassword"
          label="비밀번호"
          type="password"
          value={values.loginPassword}
          onValue={setValue}
          maxLength={max.loginPassword}
          autoComplete="new-password"
          hint={passwordRuleHint('loginPassword')}
        />
        <JoinField
          name="passwordConfirm"
          label="비밀번호 확인"
          type="password"
          value={values.passwordConfirm}
          onValue={setValue}
          maxLength={max.loginPassword}
          autoComplete="new-password"
        />
        <JoinField
          name="phoneNum"
          label="전화번호"
          type="tel"
          inputMode="numeric"
          value={values.phoneNum}
          onValue={setValue}
          maxLength={11}
          placeholder="숫자만 11자리"
          autoComplete="tel-national"
          action={
            useSms ? (
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => void join.requestSmsCode(formRef.current)}
                disabled={join.isSendingSms}
              >
                인증번호 받기
              </button>
            ) : undefined
          }
        />
        {useSms && (
          <JoinField
            name="smsCode"
            label="인증번호"
            inputMode="numeric"
            value={values.smsCode}
            onValue={setValue}
            maxLength={8}
            autoComplete="one-time-code"
          />
        )}
        <div className="field">
          <label className="field__label" htmlFor="join-bankName">
            은행
          </label>
          <select
            id="join-bankName"
            className="input"
            name="bankName"
            value={values.bankName}
            onChange={(event) => setValue('bankName', event.target.value)}
          >
            <option value="">은행 선택</option>
            {(banks.length > 0 ? banks : knownBanks).map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
        </div>
        <JoinField
          name="bankAccount"
          label="계좌번호"
          inputMode="numeric"
          value={values.bankAccount}
          onValue={setValue}
          maxLength={max.bankAccount}
          placeholder="숫자만 입력"
        />
        <JoinField
          name="bankHolder"
          label="예금주"
          value={values.bankHolder}
          onValue={setValue}
          maxLength={max.bankHolder}
        />
        <JoinField
          name="exchangePassword"
          label="환전 비밀번호"
          type="password"
          value={values.exchangePassword}
          onValue={setValue}
          maxLength={max.exchangePassword}
          autoComplete="off"
          hint={passwordRuleHint('exchangePassword')}
        />
        <JoinField
          name="keyCode"
          label="가입코드"
          value={values.keyCode}
          onValue={setValue}
          maxLength={max.keyCode}
          autoCapitalize="off"
        />
        <JoinField
          name="userdate"
          label="생년월일"
          inputMode="numeric"
          value={values.userdate}
          onValue={setValue}
          maxLength={6}
          placeholder="예) 880910"
        />
        <JoinField
          name="kakaoId"
          label="카카오톡 ID (선택)"
          value={values.kakaoId}
          onValue={setValue}
          maxLength={30}
          autoCapitalize="off"
        />
        <JoinDepositLimit choice={join.limitChoice} onChange={join.setLimitChoice} />
        <JoinConsents values={join.consents} onChange={join.setConsent} />
        <p className="form__note">만 19세 이상만 가입할 수 있습니다.</p>
        <div className="form__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            취소
          </button>
          <button type="submit" className="btn btn--primary" disabled={join.isSubmitting}>
            가입신청
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
