import { randomUUID } from 'node:crypto';
import {
  ACTIVATION_KEY_VALID_DAYS,
  activationKeyDetailsSchema,
  SUBSCRIPTION_MESSAGES as M,
  type ActivationKeyDetails,
} from '@console/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';
import type { KeyPair } from './activation-key-pair';

// An activation key is a JWT signed with Ed25519 (EdDSA): the owner it is for (`sub`), its single-use
// id (`jti`, the user subscription's key_id), its expiry, and the decoded details of 002 section 3.

const ISSUER = 'modelhub-console';
const AUDIENCE = 'activation-key';
const DAY_MS = 86_400_000;

export interface SignedKey {
  token: string;
  keyId: string;
  expiresAt: Date;
}

/** The claims of 002 section 3 under the spec's names. */
const toClaims = (d: ActivationKeyDetails) => ({
  org_name: d.orgName,
  email: d.email,
  plan_duration: d.planDuration,
  plan_type: d.planType,
  no_of_users: d.noOfUsers,
  file_size: d.fileSize,
  no_of_conversation: d.noOfConversation,
});

export async function signActivationKey(
  pair: KeyPair,
  ownerId: number,
  details: ActivationKeyDetails,
  now = new Date(),
): Promise<SignedKey> {
  const keyId = randomUUID();
  const expiresAt = new Date(now.getTime() + ACTIVATION_KEY_VALID_DAYS * DAY_MS);
  const token = await new SignJWT(toClaims(details))
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: pair.kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(ownerId))
    .setJti(keyId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(pair.privateKey);
  return { token, keyId, expiresAt };
}

export interface VerifiedKey {
  ownerId: number;
  keyId: string;
  expiresAt: Date;
  details: ActivationKeyDetails;
}

const invalid = () => new AppError('INVALID_INPUT', M.KEY_INVALID, { activationKey: [M.KEY_INVALID] });

/** Checks the signature, issuer, audience and expiry; 400 for a changed or foreign key, 410 once expired. */
export async function verifyActivationKey(pair: KeyPair, token: string): Promise<VerifiedKey> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, pair.publicKey, {
      algorithms: ['EdDSA'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('EXPIRED', M.KEY_EXPIRED);
    throw invalid();
  }
  const details = activationKeyDetailsSchema.safeParse({
    orgName: payload.org_name,
    email: payload.email,
    planDuration: payload.plan_duration,
    planType: payload.plan_type,
    noOfUsers: payload.no_of_users,
    fileSize: payload.file_size,
    noOfConversation: payload.no_of_conversation,
  });
  const ownerId = Number(payload.sub);
  if (!details.success || !Number.isInteger(ownerId)) throw invalid();
  return {
    ownerId,
    keyId: payload.jti!,
    expiresAt: new Date(payload.exp! * 1000),
    details: details.data,
  };
}
