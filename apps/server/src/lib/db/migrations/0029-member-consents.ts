import { type Kysely, sql } from 'kysely';

// When the member agreed to the 이용약관 and the 개인정보 처리방침 at join (issue 23). Members who
// joined before consent was asked have null; every join since sets both.
const statements = [
  'alter table member add column terms_agreed_at timestamptz',
  'alter table member add column privacy_agreed_at timestamptz',
];

/** The two consent times on member. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table member drop column privacy_agreed_at').execute(db);
  await sql.raw('alter table member drop column terms_agreed_at').execute(db);
}
