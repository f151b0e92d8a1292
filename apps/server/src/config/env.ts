import { createPrivateKey } from 'node:crypto';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const baseDir = () => process.env.INIT_CWD ?? process.cwd();
const dir = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? path.resolve(baseDir(), v) : path.join(REPO_ROOT, fallback)));

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: 'true or false' })
    .default(fallback)
    .transform((v) => v === 'true');
const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** postgres:// or postgresql:// with a host; anything else is refused with the scheme that was given. */
const databaseUrl = z
  .string()
  .optional()
  .superRefine((v, ctx) => {
    if (v === undefined || v === '') return;
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not a URL: use postgres://user:password@host:5432/database' });
      return;
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
      ctx.addIssue({
        code: 'custom',
        message: `scheme ${url.protocol} is not supported: use postgres://user:password@host:5432/database`,
      });
    else if (!url.hostname)
      ctx.addIssue({ code: 'custom', message: 'no host: use postgres://user:password@host:5432/database' });
  })
  .transform((v) => (v ? v : undefined));

/**
 * An Ed25519 private key in PEM (PKCS #8), as `openssl genpkey -algorithm ed25519` writes it; a value
 * on one line may write its line breaks as \\n.
 */
const ed25519PrivateKey = z
  .string()
  .optional()
  .transform((v) => (v ? v.replace(/\\n/g, '\n') : undefined))
  .superRefine((v, ctx) => {
    if (!v) return;
    try {
      if (createPrivateKey(v).asymmetricKeyType === 'ed25519') return;
    } catch {
      // reported below
    }
    ctx.addIssue({
      code: 'custom',
      message: 'an Ed25519 private key in PEM: openssl genpkey -algorithm ed25519',
    });
  });

const httpUrl = z
  .string()
  .optional()
  .refine((v) => !v || /^https?:\/\/[^/\s]+/.test(v), 'an http:// or https:// URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(0, 65535, 8080),
  // Loopback by default: the embedded database carries publicly known demo passwords. Containers set
  // HOST=0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: int(1, 100, 10),
  DATABASE_CONNECT_TIMEOUT_MS: int(100, 120_000, 5000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(100, 3_600_000, 30_000),
  DATABASE_START_WAIT_SECONDS: int(0, 3600, 30),
  MIGRATE_ON_START: flag('true'),
  DATA_DIR: dir('data'),
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  STORAGE_DIR: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'an S3 bucket name (3-63 lower-case letters, digits, . and -)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl,
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag('false'),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'folders ending with /, e.g. console/files/')
    .default(''),
  WEB_DIST: dir('apps/web/dist'),
  // Demo data (public passwords) into a new embedded database: auto only in a development start on
  // loopback (decision 0360); always also in production mode or beyond loopback (a demo container).
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  // The console's address as its users reach it (https://console.example.com): the set-password links of
  // e-mails and the files a deployed model fetches are built on it, never on a request's Host header.
  PUBLIC_URL: httpUrl,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Modelhub Console <no-reply@localhost>'),
  TRUST_PROXY: flag('false'),
  SHUTDOWN_DRAIN_MS: int(0, 600_000, 10_000),
  SHUTDOWN_DELAY_MS: int(0, 600_000, 0),
  READY_TIMEOUT_MS: int(100, 60_000, 2000),
  METRICS_ENABLED: flag('true'),
  // Signed-in sessions kept in memory between calls (decision 0300); 0: every call reads its session.
  SESSION_CACHE_SECONDS: int(0, 300, 10),
  RATE_LIMIT_MAX: int(0, 1_000_000, 1200),
  LOGIN_RATE_LIMIT_MAX: int(0, 1_000_000, 20),
  RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400, 60),
  RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'redis', 'postgres']).default('auto'),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\//.test(v), 'redis://host:6379 or rediss://host:6380'),
  // Signs activation keys (decision 0130); unset: a key pair generated at first start, kept in the database.
  ACTIVATION_KEY_PRIVATE_KEY: ed25519PrivateKey,
  // The platform gateway's key for the metering call (decision 0181); unset, metering is off (404).
  METERING_SERVICE_KEY: z.string().min(32, 'at least 32 characters: openssl rand -hex 32').optional(),
  // The gateway (decision 0350): customers' programs call microservices there with their own API keys.
  GATEWAY_PORT: int(0, 65535, 8081),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  // npm start sets it true (scripts/start.mjs): the newcomer's console process also serves the gateway.
  GATEWAY_IN_CONSOLE: flag('false'),
  GATEWAY_UPSTREAM_TIMEOUT_MS: int(100, 600_000, 30_000),
  GATEWAY_BODY_LIMIT_BYTES: int(1024, 1024 ** 3, 10 * 1024 ** 2),
  GATEWAY_CACHE_SECONDS: int(0, 300, 10),
  LOCAL_POD_PORT: int(0, 65535, 8082),
  // The chat service's key for GET /v1/prompt on the gateway (issue 27); unset, that route answers 404.
  CHAT_SERVICE_KEY: z.string().min(32, 'at least 32 characters: openssl rand -hex 32').optional(),
  ADMIN_CLIENT_ID: z.string().optional(),
  ADMIN_USER_NAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD needs at least 12 characters').optional(),
  ORCHESTRATOR: z.enum(['local', 'kubernetes']).default('local'),
  LOCAL_ORCHESTRATOR_DELAY_MS: int(0, 3_600_000, 20_000),
  POD_POLL_SECONDS: int(1, 3600, 15),
  // What one running pod requests, counted as Used in plan details (a registration's own figures replace
  // them once registrations are built).
  POD_DEFAULT_CPU: z.coerce.number().min(0).max(1024).default(1),
  POD_DEFAULT_MEMORY_GB: z.coerce.number().min(0).max(4096).default(2),
  POD_DEFAULT_GPU: z.coerce.number().min(0).max(64).default(0),
  // The largest model archive a registration takes (streamed to storage, never held in memory).
  REGISTRATION_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 4)
    .default(2 * 1024 ** 3),
  // The container image a registered model runs in; the pod gets the archive's URL in MODEL_ARCHIVE_URL.
  REGISTRATION_RUNTIME_IMAGE: z.string().min(1).default('modelhub/model-runtime:1'),
  KUBECONFIG: z.string().optional(),
  KUBERNETES_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, 'a Kubernetes namespace name')
    .default('default'),
});

/** Every variable the server reads (the deployment test checks manifests against this list). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export type Env = z.infer<typeof envSchema> & {
  STORAGE_DIR: string;
  /** Where rate-limit counters live, once `auto` is resolved. */
  RATE_LIMIT_STORE: 'memory' | 'redis' | 'postgres';
};

/** One line per bad variable, each starting with "Invalid environment:". */
export class EnvError extends Error {}

/** Reads and validates the environment once; lists every bad key and stops. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable counts as unset (compose files and Kubernetes often pass KEY="").
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `Invalid environment: ${i.path.join('.')}: ${i.message}`);
  if (parsed.success) {
    const e = parsed.data;
    if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET)
      problems.push('Invalid environment: S3_BUCKET: required when STORAGE_DRIVER=s3');
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
      problems.push('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
    if (e.RATE_LIMIT_STORE === 'redis' && !e.REDIS_URL)
      problems.push('Invalid environment: REDIS_URL: required when RATE_LIMIT_STORE=redis');
    if (e.RATE_LIMIT_STORE === 'postgres' && !e.DATABASE_URL)
      problems.push('Invalid environment: DATABASE_URL: required when RATE_LIMIT_STORE=postgres');
  }
  if (problems.length || !parsed.success) throw new EnvError(problems.join('\n'));
  const env = parsed.data;
  const storage = env.STORAGE_DIR
    ? path.resolve(baseDir(), env.STORAGE_DIR)
    : path.join(env.DATA_DIR, 'files');
  const store =
    env.RATE_LIMIT_STORE !== 'auto'
      ? env.RATE_LIMIT_STORE
      : env.REDIS_URL
        ? 'redis'
        : env.DATABASE_URL
          ? 'postgres'
          : 'memory';
  return { ...env, STORAGE_DIR: storage, RATE_LIMIT_STORE: store };
}

/**
 * Whether HOST can only be reached from this machine: localhost, 127.0.0.0/8 or ::1. Anything else
 * (0.0.0.0, ::, a name or an address of an interface) may be reached from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * The console's public address without a trailing slash: PUBLIC_URL, else http://localhost:PORT (a
 * newcomer's machine; the server warns at start when production runs without PUBLIC_URL).
 */
export const publicUrl = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
