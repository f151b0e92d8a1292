import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import type { Env } from '../config/env';

/** The logger settings of the process: JSON lines, secrets redacted. */
export function loggerOptions(env: Env): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers["x-api-key"]', 'req.headers.authorization', 'req.headers.cookie'],
  };
}

export function createLogger(env: Env): FastifyBaseLogger {
  return pino(env.LOG_LEVEL === 'silent' ? { level: 'silent' } : loggerOptions(env));
}
