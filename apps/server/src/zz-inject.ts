import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
const env = loadEnv({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://root@127.0.0.1:5432/console_bench_ms',
});
const database = await openDatabase({ url: env.DATABASE_URL!, poolSize: 10 });
const app = await buildApp({ env, database, serveWeb: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth.login',
  payload: { clientid: 'acme', username: 'admin@acme.example', password: 'Admin#2026!' },
});
const key = login.json().userApiKey;
async function time(label: string, name: string, body: unknown, n = 400) {
  const go = () =>
    app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'x-api-key': key },
      payload: body as object,
    });
  for (let i = 0; i < 50; i++) await go();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await go();
  const c = process.cpuUsage(c0);
  console.log(
    label.padEnd(20),
    ((performance.now() - t0) / n).toFixed(2),
    'ms wall',
    ((c.user + c.system) / 1000 / n).toFixed(2),
    'ms cpu',
  );
}
const list = { page: 0, pageSize: 50, search: 'forecast', sortField: 'name', sortDirection: 'asc' };
for (let k = 0; k < 3; k++) {
  await time('labels', 'labels.byScreen', { scrId: 'OWNER_SET', lang: 'EN' });
  await time('ms.info', 'microservices.info', { id: 9514 });
  await time('ms.list', 'microservices.list', list);
  await time('ms.list 5', 'microservices.list', { ...list, pageSize: 5 });
}
await app.close();
await database.close();
