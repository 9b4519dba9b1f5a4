import { replyCode } from '@hanpan/core/api/envelope';
import { findJoinFormError, type JoinForm, normalizeJoinForm } from '@hanpan/core/registration/join-form';
import { checkLoginIdFormat, normalizeLoginId } from '@hanpan/core/registration/login-id';
import {
  joinFormMessage,
  joinResultMessage,
  loginIdCheckMessage,
  nickCheckMessage,
} from '@hanpan/core/registration/messages';
import { checkNickFormat } from '@hanpan/core/registration/nick';
import { useState } from 'react';
import { showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { type JoinLimitChoice, noJoinLimit, readJoinLimitChoice } from '../../protection/index.ts';
import { useCheckLoginId } from '../api/check-login-id.ts';
import { useCheckNick } from '../api/check-nick.ts';
import { useJoin } from '../api/join.ts';
import { useSendSms } from '../api/send-sms.ts';

/** Every text input of the join dialog (the payload fields, the confirmation and the SMS code). */
export type JoinFormValues = Required<
  Omit<JoinForm, 'smsCode' | 'kakaoId' | 'depositLimit' | ConsentName>
> & {
  kakaoId: string;
  smsCode: string;
};

/** A join form field name. */
export type JoinFieldName = keyof JoinFormValues;

/** A consent checkbox of the join dialog (이용약관, 개인정보 처리방침). */
export type ConsentName = 'agreeTerms' | 'agreePrivacy';

const emptyForm: JoinFormValues = {
  loginId: '',
  loginPassword: '',
  passwordConfirm: '',
  nick: '',
  phoneNum: '',
  bankName: '',
  bankAccount: '',
  bankHolder: '',
  exchangePassword: '',
  keyCode: '',
  userdate: '',
  kakaoId: '',
  smsCode: '',
};

const retryLater = '잠시 후 다시 시도해 주세요.';

// After the alert closes it gives focus back to the button; move it to the field on the next tick.
function focusField(form: HTMLFormElement | null, field: string): void {
  setTimeout(() => (form?.elements.namedItem(field) as HTMLElement | null)?.focus(), 0);
}

/**
 * State and actions of the join dialog: duplicate checks (a check holds only while the checked
 * value is unchanged), SMS code request, the optional deposit limit, and submit (core checks in spec
 * order, then the deposit limit, then /user/join).
 */
export function useJoinForm({
  initialKeyCode,
  useSms,
  onJoined,
}: {
  initialKeyCode: string;
  useSms: boolean;
  onJoined: () => void;
}) {
  const [values, setValues] = useState<JoinFormValues>({ ...emptyForm, keyCode: initialKeyCode });
  const [consents, setConsents] = useState<Record<ConsentName, boolean>>({
    agreeTerms: false,
    agreePrivacy: false,
  });
  const [limitChoice, setLimitChoice] = useState<JoinLimitChoice>(noJoinLimit);
  const [checkedLoginId, setCheckedLoginId] = useState<string | null>(null);
  const [checkedNick, setCheckedNick] = useState<string | null>(null);
  const checkLoginId = useCheckLoginId();
  const checkNick = useCheckNick();
  const sendSms = useSendSms();
  const join = useJoin();

  const isLoginIdChecked = checkedLoginId !== null && checkedLoginId === normalizeLoginId(values.loginId);
  const isNickChecked = checkedNick !== null && checkedNick === values.nick.trim();

  function setValue(field: JoinFieldName, value: string): void {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  function setConsent(name: ConsentName, isAgreed: boolean): void {
    setConsents((previous) => ({ ...previous, [name]: isAgreed }));
  }

  async function runLoginIdCheck(): Promise<void> {
    const loginId = normalizeLoginId(values.loginId);
    const formatError = checkLoginIdFormat(loginId);
    if (formatError) return void (await showAlert({ message: formatError }));
    try {
      const reply = await checkLoginId.mutateAsync(loginId);
      if (reply.code === replyCode.ok) setCheckedLoginId(loginId);
      const message =
        reply.code === 0
          ? loginIdCheckMessage.usable
          : reply.code === 1
            ? (replyMessage(reply) ?? loginIdCheckMessage.invalid)
            : reply.code === 2
              ? loginIdCheckMessage.duplicate
              : (replyMessage(reply) ?? retryLater);
      await showAlert({ message });
    } catch (error) {
      if (!isHandledByClient(error)) await showAlert({ message: describeError(error) });
    }
  }

  async function runNickCheck(): Promise<void> {
    const nick = values.nick.trim();
    const formatError = checkNickFormat(nick);
    if (formatError) return void (await showAlert({ message: formatError }));
    try {
      const reply = await checkNick.mutateAsync(nick);
      if (reply.code === replyCode.ok) setCheckedNick(nick);
      const message =
        reply.code === 0
          ? nickCheckMessage.usable
          : reply.code === 1
            ? (replyMessage(reply) ?? nickCheckMessage.invalid)
            : reply.code === 2
              ? nickCheckMessage.duplicate
              : (replyMessage(reply) ?? retryLater);
      await showAlert({ message });
    } catch (error) {
      if (!isHandledByClient(error)) await showAlert({ message: describeError(error) });
    }
  }

  async function requestSmsCode(form: HTMLFormElement | null): Promise<void> {
    const phoneNum = values.phoneNum.replace(/[\s-]/g, '');
    if (!/^[0-9]{11}$/.test(phoneNum)) {
      await showAlert({ message: phoneNum ? joinFormMessage.phoneFormat : joinFormMessage.phoneEmpty });
      return focusField(form, 'phoneNum');
    }
    try {
      const reply = await sendSms.mutateAsync(phoneNum);
      const fallback = reply.code === 0 ? '인증번호를 발송했습니다.' : '인증번호를 보내지 못했습니다.';
      await showAlert({ message: replyMessage(reply) ?? fallback });
      if (reply.code === 0) focusField(form, 'smsCode');
    } catch (error) {
      if (!isHandledByClient(error)) await showAlert({ message: describeError(error) });
    }
  }

  async function submit(form: HTMLFormElement | null): Promise<void> {
    if (join.isPending) return;
    const { smsCode, kakaoId, ...rest } = values;
    const draft: JoinForm = {
      ...rest,
      ...consents,
      ...(kakaoId.trim() ? { kakaoId } : {}),
      ...(useSms ? { smsCode } : {}),
    };
    const problem = findJoinFormError(draft, { isLoginIdChecked, isNickChecked, today: new Date() });
    if (problem) {
      await showAlert({ message: problem.message });
      return focusField(form, problem.field);
    }
    if (useSms && !smsCode.trim()) {
      await showAlert({ message: '인증번호를 입력해 주세요.' });
      return focusField(form, 'smsCode');
    }
    // The optional deposit limit (issue 27) is checked after every rule of the spec, in their order.
    const limit = readJoinLimitChoice(limitChoice);
    if (!limit.isValid) {
      await showAlert({ message: limit.message });
      return focusField(form, 'amount');
    }
    const depositLimit = limit.depositLimit ? { depositLimit: limit.depositLimit } : {};
    try {
      const reply = await join.mutateAsync({ ...normalizeJoinForm(draft), ...depositLimit });
      const data = reply.data;
      await showAlert({ message: joinResultMessage(reply.code, data?.subCode, data?.message) });
      const isCompleted = reply.code === 0 || (reply.code === 1 && data?.subCode === 1);
      if (isCompleted) onJoined();
    } catch (error) {
      if (!isHandledByClient(error)) await showAlert({ message: describeError(error) });
    }
  }

  return {
    values,
    setValue,
    consents,
    setConsent,
    limitChoice,
    setLimitChoice,
    isLoginIdChecked,
    isNickChecked,
    isCheckingLoginId: checkLoginId.isPending,
    isCheckingNick: checkNick.isPending,
    isSendingSms: sendSms.isPending,
    isSubmitting: join.isPending,
    runLoginIdCheck,
    runNickCheck,
    requestSmsCode,
    submit,
  };
}
