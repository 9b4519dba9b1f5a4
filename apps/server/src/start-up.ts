import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { PaymentsService } from './features/payments/index.ts';
import { isDepositBankUnset } from './features/payments/index.ts';
import { hasActiveOwner } from './features/staff/index.ts';
import type { Db } from './lib/db/database.ts';
import type { DatabaseEngine } from './lib/db/open-database.ts';
import { formatSeededLogins, seedDemo } from './seed/demo.ts';

type StartUpSettings = Pick<AppConfig, 'isProduction' | 'isDemoSeedForced' | 'isCookieSecure' | 'smsWebhook'>;

/** How to create the first owner, as the log and the README say it. */
export const createOwnerCommand = 'npm run staff:create -- --login <id> --name <이름> --role owner';

/**
 * Seeds the demo where the mode asks for it and says what an operator must still do. Outside
 * production: the demo on an empty embedded database (or SEED_DEMO=1), documented passwords and a
 * demo deposit account, and demo01's starting cash through a deposit the demo owner approved (`payments`).
 * In production: only with SEED_DEMO=1, random passwords printed once to stdout.
 */
export async function seedAndReport(
  db: Db,
  engine: DatabaseEngine,
  config: StartUpSettings,
  log: FastifyBaseLogger,
  payments?: PaymentsService,
): Promise<void> {
  const isEmbedded = engine === 'pglite';
  const isSeedWanted = config.isProduction ? config.isDemoSeedForced : isEmbedded || config.isDemoSeedForced;
  if (isSeedWanted) {
    const { isSeeded, created } = await seedDemo(db, {
      onlyIfEmpty: isEmbedded && !config.isDemoSeedForced,
      passwords: config.isProduction ? 'random' : 'documented',
      isDepositBankSet: !config.isProduction,
      payments,
    });
    if (isSeeded && config.isProduction) {
      if (created.length > 0) console.log(formatSeededLogins(created));
      log.warn(
        'Demo content seeded in production (SEED_DEMO=1); the new demo logins were printed once to stdout',
      );
    } else if (isSeeded) {
      log.info(
        'Demo content seeded (demo01 / demo1234 with 1,000,000원 cash from an approved demo deposit, partner01 / partner1234, join code hpdemo; back office /admin: admin / hanpan-admin1)',
      );
    }
  }
  await reportMissingSetup(db, config, log);
}

async function reportMissingSetup(db: Db, config: StartUpSettings, log: FastifyBaseLogger): Promise<void> {
  if (!(await hasActiveOwner(db))) {
    log.warn(
      `No back-office owner account yet: create one with \`${createOwnerCommand}\` (the member site is served meanwhile) / 관리자 계정이 없습니다`,
    );
  }
  if (await isDepositBankUnset(db)) {
    log.warn(
      'The deposit account is still the placeholder: deposits are refused until staff set it in the back office (money settings) / 입금 계좌 미설정',
    );
  }
  if (config.isProduction && !config.smsWebhook) {
    log.warn(
      'SMS verification is unavailable: no SMS provider (set SMS_WEBHOOK_URL and SMS_WEBHOOK_TOKEN); while the site requires SMS verification, joins are refused with a message / SMS 인증 사용 불가',
    );
  }
  if (config.isProduction && !config.isCookieSecure) {
    log.warn('COOKIE_SECURE=0: session cookies are sent without Secure (plain HTTP acknowledged)');
  }
}
