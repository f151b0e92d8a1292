import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are read from where npm was started. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const baseDir = () => process.env.INIT_CWD ?? process.cwd();
const dir = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? path.resolve(baseDir(), v) : path.join(REPO_ROOT, fallback)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: dir('data'),
  STORAGE_DIR: z.string().optional(),
  WEB_DIST: dir('apps/web/dist'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Modelhub Console <no-reply@localhost>'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ADMIN_CLIENT_ID: z.string().optional(),
  ADMIN_USER_NAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD needs at least 12 characters').optional(),
  ORCHESTRATOR: z.enum(['local', 'kubernetes']).default('local'),
  LOCAL_ORCHESTRATOR_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(20_000),
  POD_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  KUBECONFIG: z.string().optional(),
  KUBERNETES_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, 'a Kubernetes namespace name')
    .default('default'),
});

export type Env = z.infer<typeof envSchema> & { STORAGE_DIR: string };

/** Reads and validates the environment once; lists every bad key and stops. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const storage = env.STORAGE_DIR
    ? path.resolve(baseDir(), env.STORAGE_DIR)
    : path.join(env.DATA_DIR, 'files');
  return { ...env, STORAGE_DIR: storage };
}
