import nodemailer, { type Transporter } from 'nodemailer';
import { pino, type Logger } from 'pino';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The owner the mail is sent for, kept with an outbox copy. */
  ownerId?: number | null;
}

// One transport per SMTP_URL for the process (nodemailer pools nothing by default: cheap to keep).
const transports = new Map<string, Transporter>();
let log: Logger | null = null;
const mailLog = (env: Env) =>
  (log ??= pino({ level: env.LOG_LEVEL === 'silent' ? 'silent' : 'info', base: { component: 'mail' } }));

function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

/**
 * Sends mail through SMTP_URL. Without it (the embedded default) each mail is kept in the outbox table and
 * a log line says so, naming recipient and subject only: the body may hold a password link, a secret
 * that stays out of logs (decision 0011). A mail the SMTP server refuses is kept the same way, with why.
 */
export async function sendMails(env: Env, db: Db, mails: Mail[]): Promise<void> {
  if (!mails.length) return;
  const keep = async (kept: Mail[], reason: string) => {
    const rows = await db
      .insert(mailOutbox)
      .values(
        kept.map((m) => ({ ownerId: m.ownerId ?? null, to: m.to, subject: m.subject, text: m.text, reason })),
      )
      .returning({ id: mailOutbox.id });
    for (const [i, m] of kept.entries())
      mailLog(env).info(
        { outboxId: rows[i]?.id, to: m.to, subject: m.subject, reason },
        'mail kept in the outbox',
      );
  };
  if (!env.SMTP_URL) return keep(mails, 'No SMTP_URL configured');
  const transport = transportFor(env.SMTP_URL);
  const failed: Mail[] = [];
  let why = '';
  for (const m of mails) {
    try {
      await transport.sendMail({ from: env.MAIL_FROM, to: m.to, subject: m.subject, text: m.text });
    } catch (err) {
      failed.push(m);
      why = err instanceof Error ? err.message : String(err);
    }
  }
  if (failed.length) {
    mailLog(env).warn({ failed: failed.length, error: why }, 'the SMTP server refused mail');
    await keep(failed, `SMTP: ${why}`.slice(0, 500));
  }
}
