import { randomBytes } from 'node:crypto';
import { PASSWORD_LINK_HOURS } from '@console/contract';
import { publicUrl } from '../../config/env';
import type { Mail } from '../../mail/mailer';
import type { CallContext } from '../../http/context';
import { hashKey } from '../auth/session.repository';
import { expireOpenLinksOf, insertPasswordLinks } from './users.repository';

export interface LinkTarget {
  id: number;
  userName: string;
  email: string;
  ownerId: number;
}

/**
 * A single-use link to the set-new-password page for each user, valid PASSWORD_LINK_HOURS: the token goes
 * only into the mail, the database keeps its SHA-256. The user's older links still open end here.
 */
export async function passwordLinkMails(
  ctx: CallContext,
  targets: LinkTarget[],
  purpose: 'reset' | 'welcome',
  orgName: string | ((t: LinkTarget) => string) = '',
): Promise<Mail[]> {
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_HOURS * 3600_000);
  const tokens = targets.map(() => randomBytes(32).toString('base64url'));
  // Only the newest link of a user works: a second mail ends the first (issue 26).
  await expireOpenLinksOf(
    ctx.db,
    targets.map((t) => t.id),
  );
  await insertPasswordLinks(
    ctx.db,
    targets.map((t, i) => ({ userId: t.id, tokenHash: hashKey(tokens[i]!), purpose, expiresAt })),
  );
  return targets.map((t, i) => {
    // On PUBLIC_URL, never the request's Host header: a forged Host would send the token to its site.
    const link = `${publicUrl(ctx.env)}/setpassword?token=${tokens[i]}`;
    const org = typeof orgName === 'function' ? orgName(t) : orgName;
    const text =
      purpose === 'reset'
        ? `Hello,\n\nA new password was asked for your account ${t.userName}. Set it here (the link works once, for ${PASSWORD_LINK_HOURS} hours):\n\n${link}\n\nIf you did not expect this e-mail, ignore it.\n`
        : `Hello,\n\nAn account ${t.userName} was made for you${org ? ` in ${org}` : ''}. Set your password here (the link works once, for ${PASSWORD_LINK_HOURS} hours):\n\n${link}\n`;
    return {
      to: t.email || t.userName,
      subject: purpose === 'reset' ? 'Reset your password' : 'Your new account',
      text,
      ownerId: t.ownerId,
    };
  });
}
