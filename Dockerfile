# The console's production image: compiled JavaScript, production dependencies only, a non-root user.
#   docker build -t modelhub-console .
# The same commands were run by hand in a scratch copy of the repository (see docs/operations.md).
# Configuration is the environment (.env.example); the image sets only what a container needs.

ARG NODE_IMAGE=node:20-bookworm-slim

# 0. The workspace's manifests, all that the two stages below need before their npm ci (so a change of
#    the sources alone keeps their installed dependencies cached).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# 1. Build: every dependency, then `npm run build` (the console with Vite, the server with esbuild).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server only (no Vite, no tsx, no console libraries).
FROM manifests AS deps
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

# 3. Run: node_modules, the compiled server, its migrations and the built console.
FROM ${NODE_IMAGE}
# SEED_DEMO=never: no demo data (public passwords) even in a new embedded database under /data.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    SEED_DEMO=never
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
# The launcher of `npm run db:migrate | db:seed | admin:create -w apps/server` (it runs dist/ here).
COPY apps/server/scripts/cli.mjs apps/server/scripts/cli.mjs
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# /data: the embedded database and files when no DATABASE_URL / S3 is given (mount a volume there).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 with its own SIGTERM handler: the server drains and exits 0 (no npm in between).
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
