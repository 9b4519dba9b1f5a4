import {
  createBlockInForceCheck,
  createDepositGuard,
  createSignInCheck,
  createStakeGuard,
  setJoinDepositLimit,
} from './features/protection/index.ts';
import { installStakeGuard } from './features/wallet/index.ts';
import type { Db } from './lib/db/database.ts';

/**
 * Player protection's seams (issue 27): the stake guard installed in the wallet's money step (every
 * product's stake), the checks handed to payments (deposit requests, staff's payOut of a blocked
 * member) and auth (sign-in), and the deposit limit chosen at registration (auth's join). Wallet,
 * payments and auth never import protection; this composition step joins them.
 */
export function wireProtection(db: Db, now: () => Date) {
  installStakeGuard(db, createStakeGuard({ now }));
  return {
    guardDeposit: createDepositGuard({ now }),
    isBlockInForce: createBlockInForceCheck({ now }),
    checkSignIn: createSignInCheck({ db, now }),
    setJoinDepositLimit,
  };
}
