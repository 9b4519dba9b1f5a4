import { type Kysely, sql } from 'kysely';

// 0011 seeded 제5조 promising self-service deposit limits and self-restrictions that apply at once;
// the site has no such feature yet, so the paragraph is reworded to what exists (a request to
// 고객센터, after which staff suspend the account). Only the paragraph as seeded is replaced: a
// page staff rewrote in the back office keeps their words.

/** 제5조 as migration 0011 seeded it. */
export const seededArticle5 =
  '<h3>제5조 (책임 있는 이용)</h3><p>회원은 입금 한도와 이용 제한을 스스로 정할 수 있으며, 요청한 자기 제한은 즉시 적용됩니다. 도움이 필요하면 1:1 문의로 알려 주세요.</p>';

/** 제5조 promising only what the site does. */
export const honestArticle5 =
  '<h3>제5조 (책임 있는 이용)</h3><p>현재 회원이 직접 입금 한도나 이용 제한을 설정하는 기능은 제공하지 않습니다. 이용을 쉬거나 제한하고 싶다면 고객센터(1:1 문의)로 요청해 주세요. 운영진이 확인한 뒤 계정 이용을 정지해 드립니다.</p>';

/** Rewords the seeded 제5조 wherever a rules page still holds it unchanged. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update site_rule set body_html = replace(body_html, ${seededArticle5}, ${honestArticle5}),
      updated_at = now()
    where strpos(body_html, ${seededArticle5}) > 0`.execute(db);
}

/** Puts the seeded paragraph back where this migration wrote its text. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update site_rule set body_html = replace(body_html, ${honestArticle5}, ${seededArticle5})
    where strpos(body_html, ${honestArticle5}) > 0`.execute(db);
}
