// Creates a back-office staff account: npm run staff:create -- --login <id> --name <name> [--role owner]
// The password comes from STAFF_PASSWORD or is asked twice on a terminal (not echoed).
import { parseArgs } from 'node:util';
import { staffCreateRequestSchema } from '@hanpan/core/api/staff';
import { staffRoles } from '@hanpan/core/staff-roles';
import { loadConfigOrExit } from '../config.ts';
import { createStaffWithoutActor } from '../features/staff/index.ts';
import { hashSecret } from '../lib/crypto/secrets.ts';
import { DataDirLockedError } from '../lib/db/data-dir-lock.ts';
import { migrateToLatest } from '../lib/db/migrations.ts';
import { openDatabase } from '../lib/db/open-database.ts';

const usage = `사용법 / Usage: npm run staff:create -- --login <id> --name <이름> [--role ${staffRoles.join('|')}]
비밀번호는 STAFF_PASSWORD 환경 변수 또는 터미널 입력 / Password from STAFF_PASSWORD or typed on a terminal.`;

function fail(korean: string, english: string): never {
  console.error(`${korean}\n${english}`);
  process.exit(1);
}

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let answer = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(answer);
          return;
        }
        answer = char === '\u007f' || char === '\b' ? answer.slice(0, -1) : answer + char;
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    return fail(
      'STAFF_PASSWORD 환경 변수를 설정하거나 터미널에서 실행해 주세요.',
      'Set STAFF_PASSWORD or run this in a terminal.',
    );
  }
  const first = await askHidden('비밀번호 / Password: ');
  const second = await askHidden('비밀번호 확인 / Repeat password: ');
  if (first !== second) return fail('비밀번호가 서로 다릅니다.', 'The passwords do not match.');
  return first;
}

const { values } = parseArgs({
  options: {
    login: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'owner' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: false,
});
if (values.help || typeof values.login !== 'string' || typeof values.name !== 'string') {
  console.error(usage);
  process.exit(values.help ? 0 : 1);
}

const password = await readPassword();
const parsed = staffCreateRequestSchema.safeParse({
  loginId: values.login,
  name: values.name,
  role: values.role,
  password,
});
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const english =
    field === 'password'
      ? 'The password must be at least 10 characters.'
      : field === 'loginId'
        ? 'The login id must be 4-20 lowercase letters, digits or _.'
        : field === 'role'
          ? `The role must be one of: ${staffRoles.join(', ')}.`
          : `Invalid ${field}.`;
  fail(
    field === 'role'
      ? `역할은 ${staffRoles.join(', ')} 중 하나입니다.`
      : (issue?.message ?? '입력이 올바르지 않습니다.'),
    english,
  );
}
const input = parsed.data;

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error) =>
    error instanceof DataDirLockedError
      ? fail(error.message, 'Stop the server that uses this DATA_DIR first.')
      : Promise.reject(error),
);
try {
  await migrateToLatest(database.db);
  const passwordHash = await hashSecret(input.password);
  // Created from the command line: no acting staff member, the audit line says so.
  const created = await createStaffWithoutActor(
    database.db,
    { loginId: input.loginId, name: input.name, role: input.role, passwordHash },
    'npm run staff:create',
  );
  if (created === null) {
    await database.close();
    fail(
      `이미 사용 중인 아이디입니다: ${input.loginId}`,
      `The login id '${input.loginId}' is already taken.`,
    );
  }
  console.log(
    `관리자 계정을 만들었습니다: ${input.loginId} (${input.role})\n` +
      `Staff account created: ${input.loginId} (${input.role})\n` +
      '첫 로그인 때 /admin 에서 OTP 앱(TOTP)을 등록합니다.\n' +
      'TOTP enrolment happens at the first login at /admin.',
  );
} finally {
  await database.close().catch(() => {});
}
