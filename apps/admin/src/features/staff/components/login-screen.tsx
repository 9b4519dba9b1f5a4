import type { StaffLoginStep } from '@hanpan/core/api/staff';
import { useState } from 'react';
import { groupSecret } from '../../../lib/format.ts';
import { PasswordForm } from './password-form.tsx';
import { QrCode } from './qr-code.tsx';
import { TotpForm } from './totp-form.tsx';

/** The whole screen a logged-out staff member sees: password, then TOTP enrolment or a code. */
export function LoginScreen({
  initialStep,
  notice,
}: {
  initialStep: StaffLoginStep | null;
  notice?: string;
}) {
  const [step, setStep] = useState<StaffLoginStep | null>(initialStep);
  const restart = () => setStep(null);

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title" data-testid="staff-login">
        <p className="login-card__brand">한판 관리자</p>
        {step === null && (
          <>
            <h1 id="login-title" className="login-card__title">
              관리자 로그인
            </h1>
            <PasswordForm onStep={setStep} notice={notice} />
          </>
        )}
        {step?.next === 'verify' && (
          <>
            <h1 id="login-title" className="login-card__title">
              2단계 인증
            </h1>
            <p className="muted">인증 앱에 표시된 6자리 코드를 입력해 주세요.</p>
            <TotpForm submitLabel="인증" onRestart={restart} />
          </>
        )}
        {step?.next === 'enroll' && (
          <>
            <h1 id="login-title" className="login-card__title">
              인증 앱 등록
            </h1>
            <p className="muted">
              첫 로그인입니다. Google Authenticator 등 인증 앱으로 QR 코드를 스캔하거나 비밀키를 직접 입력한
              뒤, 표시된 6자리 코드를 입력해 주세요.
            </p>
            <div className="enroll">
              <QrCode text={step.otpauthUrl} />
              <div className="enroll__secret">
                <span className="enroll__label">비밀키</span>
                <code data-testid="totp-secret">{groupSecret(step.secret)}</code>
              </div>
              <details className="enroll__url">
                <summary>등록 주소 보기</summary>
                <code>{step.otpauthUrl}</code>
              </details>
            </div>
            <TotpForm submitLabel="등록하고 로그인" onRestart={restart} />
          </>
        )}
      </section>
    </main>
  );
}
