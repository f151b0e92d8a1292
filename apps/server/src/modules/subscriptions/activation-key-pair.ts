import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema/index';

// The key pair that signs activation keys (decision 0130): the private half from
// ACTIVATION_KEY_PRIVATE_KEY, or, for the embedded default, one generated at first start and kept in
// app_meta so every server of the database signs and verifies alike.

const META_KEY = 'activation_key_private_pem';

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The `kid` of the keys it signs: a short fingerprint of the public half. */
  kid: string;
}

const fromPem = (pem: string): KeyPair => {
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: 'jwk' }).x ?? '';
  return { privateKey, publicKey, kid: raw.slice(0, 16) };
};

async function storedPem(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY));
  return row?.value ?? null;
}

/** The stored private key, made and stored when there is none (a concurrent start keeps the first one). */
export async function ensureStoredKeyPair(db: Db): Promise<string> {
  const found = await storedPem(db);
  if (found) return found;
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await db.insert(appMeta).values({ key: META_KEY, value: pem }).onConflictDoNothing();
  return (await storedPem(db))!;
}

/** The pair kept in the database (made at first use). */
export const storedKeyPair = async (db: Db): Promise<KeyPair> => fromPem(await ensureStoredKeyPair(db));

// One pair per database (tests run many databases in one process), read once.
const pairs = new WeakMap<Db | Env, Promise<KeyPair>>();

/** The key pair activation keys are signed and verified with. */
export function keyPairOf(env: Env, db: Db): Promise<KeyPair> {
  const configured = env.ACTIVATION_KEY_PRIVATE_KEY;
  const owner = configured ? env : db;
  let pair = pairs.get(owner);
  if (!pair) {
    pair = configured ? Promise.resolve(fromPem(configured)) : storedKeyPair(db);
    pair.catch(() => pairs.delete(owner));
    pairs.set(owner, pair);
  }
  return pair;
}
