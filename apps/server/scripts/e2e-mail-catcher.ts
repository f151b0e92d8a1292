// A test-only mail catcher for the end-to-end journeys (started by apps/web/playwright.config.ts beside
// the console, which sends through it: SMTP_URL=smtp://127.0.0.1:<SMTP port>). It keeps every message
// in memory and answers them over HTTP, so a journey can follow a link a person would get by e-mail:
//   GET /health                 200 once listening
//   GET /messages?to=<address>  [{ to, text }] oldest first, the text with quoted-printable undone
// Usage: node --import tsx apps/server/scripts/e2e-mail-catcher.ts <SMTP port> <HTTP port>
import { createServer } from 'node:http';
import { catchingSmtpServer, decodedMail, type Received } from '../test/helpers/mail';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: e2e-mail-catcher.ts <SMTP port> <HTTP port>');

const received: Received[] = [];
const smtp = catchingSmtpServer(received);
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname !== '/messages') return res.writeHead(404).end();
  const to = url.searchParams.get('to')?.toLowerCase();
  res.setHeader('content-type', 'application/json');
  const messages = received
    .filter((m) => !to || m.to.some((a) => a.toLowerCase() === to))
    .map((m) => ({ to: m.to, text: decodedMail(m.raw) }));
  res.end(JSON.stringify(messages));
}).listen(httpPort, '127.0.0.1');
