// Registration data that is unique per run, within the spec's format rules (section 5).
import { randomInt } from 'node:crypto';

/** Everything the join dialog asks for. */
export type Visitor = {
  loginId: string;
  loginPassword: string;
  nick: string;
  phoneNum: string;
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  exchangePassword: string;
  keyCode: string;
  userdate: string;
};

/** The demo seed's partner join code, member and partner owner. */
export const demo = {
  joinCode: 'hpdemo',
  member: { loginId: 'demo01', password: 'demo1234' },
  partner: { loginId: 'partner01', password: 'partner1234' },
} as const;

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random lowercase letters and digits. */
function randomTag(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** `length` random digits. */
function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** A new visitor with a unique id (4-12), nick (2-6), phone (11 digits) and account number. */
export function newVisitor(): Visitor {
  return {
    loginId: `e2e${randomTag(8)}`,
    loginPassword: 'pw12345678',
    nick: `n${randomTag(5)}`,
    phoneNum: `010${randomDigits(8)}`,
    bankName: '국민은행',
    bankAccount: `9${randomDigits(13)}`,
    bankHolder: '홍길동',
    exchangePassword: '4321',
    keyCode: demo.joinCode,
    userdate: '900101',
  };
}
