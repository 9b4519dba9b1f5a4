import { generateKeyPairSync } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SkyhubDatabase } from './tables.ts';

/** The provider's Ed25519 key pair as PEM texts. */
export type KeyPairPem = { publicKeyPem: string; privateKeyPem: string };

/** The stored key pair, generated and stored on the first start (a racing start keeps the first one). */
export async function loadOrCreateKeyPair(db: Kysely<SkyhubDatabase>): Promise<KeyPairPem> {
  const existing = await db.selectFrom('skyhub_key').selectAll().where('id', '=', 1).executeTakeFirst();
  if (existing) return { publicKeyPem: existing.public_key_pem, privateKeyPem: existing.private_key_pem };
  const pair = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insertInto('skyhub_key')
    .values({ id: 1, public_key_pem: pair.publicKey, private_key_pem: pair.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await db.selectFrom('skyhub_key').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKeyPem: stored.public_key_pem, privateKeyPem: stored.private_key_pem };
}
