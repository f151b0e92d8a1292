// The gzipped JavaScript the login page loads: the entry, the login route's chunk and, recursively,
// every chunk they import statically. Lazy chunks of other routes are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function loginBundleSize(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]+src="\/(assets\/[^"]+\.js)"/)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const entrySource = fs.readFileSync(path.join(distDir, entry), 'utf8');
  const login = entrySource.match(/(login-page-[\w-]+\.js)/)?.[1];
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const m of source.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      visit(path.join(path.dirname(file), m[1]));
    }
  };
  visit(entry);
  if (login) visit(path.join('assets', login));
  const files = [...seen].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
  return { files, totalBytes: files.reduce((n, f) => n + f.gzip, 0), includesLoginChunk: Boolean(login) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = loginBundleSize(process.argv[2] ?? 'apps/web/dist');
  for (const f of result.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(
    `${(result.totalBytes / 1024).toFixed(1).padStart(7)} KB  total (gzip), login chunk included: ${result.includesLoginChunk}`,
  );
}
