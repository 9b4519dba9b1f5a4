import type { ReferralRewardSettings } from '@hanpan/core/api/referral';
import type { ReferralRefusalReason } from '../../lib/db/referral-tables.ts';

// Issue 26, "one person with several accounts earns nothing": a newcomer who shares the referrer's
// phone, bank account, or an IP or device (the device id cookie) the referrer joined or logged in
// from is recorded as their referee but not qualified. Phone and bank account compare by their digits ('010-1234-5678' = '01012345678').

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Why a newcomer earns their referrer nothing, or null when they qualify. */
export function refusalReasonOf(
  referrer: {
    memberId: number;
    phone: string;
    bankAccount: string;
    ips: readonly string[];
    devices: readonly string[];
  },
  newcomer: {
    memberId: number | null;
    phone: string;
    bankAccount: string;
    ip: string;
    device: string | null;
  },
): ReferralRefusalReason | null {
  if (referrer.memberId === newcomer.memberId) return 'selfReferral';
  if (digitsOf(referrer.phone) === digitsOf(newcomer.phone)) return 'samePhone';
  const account = digitsOf(newcomer.bankAccount);
  if (account !== '' && digitsOf(referrer.bankAccount) === account) return 'sameBankAccount';
  if (referrer.ips.includes(newcomer.ip)) return 'sameIp';
  if (newcomer.device !== null && referrer.devices.includes(newcomer.device)) return 'sameDevice';
  return null;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The points one approved deposit earns the referrer: the rate of the deposit (rounded down to the
 * won), only while the deposit falls within `days` of the referee's join, and never past the
 * per-referee cap given what the referee earned the referrer before. 0n: nothing.
 */
export function rewardOf(
  rule: ReferralRewardSettings,
  deposit: { amount: bigint; approvedAt: Date },
  referee: { joinedAt: Date; rewardedSoFar: bigint },
): bigint {
  if (deposit.approvedAt.getTime() >= referee.joinedAt.getTime() + rule.days * dayMs) return 0n;
  const byRate = (deposit.amount * BigInt(rule.rateBp)) / 10_000n;
  const left = BigInt(rule.capPerReferee) - referee.rewardedSoFar;
  const amount = byRate < left ? byRate : left;
  return amount > 0n ? amount : 0n;
}
