import { SMTPServer } from 'smtp-server';

/** A message as a catching SMTP server received it. */
export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server (no TLS, no authentication) that pushes every message it receives to `received`. */
export function catchingSmtpServer(received: Received[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
}

/** A message's text with its quoted-printable encoding undone (folded lines, =3D for =). */
export const decodedMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
