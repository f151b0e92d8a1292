import type { FastifyInstance } from 'fastify';
import { richTextWords } from '@console/contract';
import type { Db } from '../db/client';
import { isoDate } from '../db/sql';
import { AppError, notFound } from '../http/app-error';
import { isServiceKey } from '../modules/credits/metering';
import { listNotifications } from '../modules/notifications/notifications.repository';
import { outagesInForce } from '../modules/notifications/outages.repository';
import { platformOwnerId } from '../modules/owners/owner-scope';
import { latestPrompt } from '../modules/prompt/prompt.repository';
import { refuseKeyInQuery } from './gateway-path';
import type { GatewayRouteDeps } from './gateway.routes';
import { keyHolder, mayCall } from './gateway.service';
import type { KeyHolder } from './gateway.repository';

// What else the console edits reaches its readers through the gateway (issue 27, item 7): a customer's
// program reads the notifications and the outages that concern it with its API key, and the chat
// service reads the chat prompt with its service key. Read through the areas' own repositories; nothing
// is charged or rate-limited.

export const NOTICES_PATH = '/v1/notices';
export const PROMPT_PATH = '/v1/prompt';
export const CHAT_KEY_HEADER = 'x-service-key';

/** The newest notifications given (the console keeps every one until it is deleted). */
export const NOTICES_LIMIT = 50;

const plain = (richText: string) => richTextWords(richText).replace(/\s+/g, ' ').trim();

/**
 * The notices of a key's holder: the platform's notifications (they are written for every owner, and
 * have no status or dates: each is in force until deleted), newest first, and the outages in force of
 * the microservices the holder may call (the access model, as a call's check 4). Rich text as the
 * console cleaned it, and as plain text.
 */
export async function noticesOf(deps: Parameters<typeof mayCall>[0], holder: KeyHolder) {
  const db: Db = deps.db;
  const platformId = await platformOwnerId(db);
  const notes = await listNotifications(db, platformId, {
    page: 0,
    pageSize: NOTICES_LIMIT,
    search: '',
    sortField: 'dateCreated',
    sortDirection: 'desc',
  });
  const outages = [];
  for (const outage of await outagesInForce(db, platformId)) {
    const callable = [];
    for (const m of outage.microservices) if (await mayCall(deps, holder, m.id)) callable.push(m);
    if (callable.length)
      outages.push({
        id: outage.id,
        outage: outage.outage,
        text: plain(outage.outage),
        startDateTime: outage.startAt && isoDate(outage.startAt),
        endDateTime: outage.endAt && isoDate(outage.endAt),
        microservices: callable,
      });
  }
  return {
    notifications: notes.rows.map((n) => ({
      id: n.id,
      type: n.type,
      version: n.version,
      message: n.message,
      text: plain(n.message),
      dateCreated: isoDate(n.createdAt),
    })),
    outages,
  };
}

/** GET /v1/notices (x-api-key) and GET /v1/prompt (x-service-key: CHAT_SERVICE_KEY). */
export function registerReaderRoutes(app: FastifyInstance, deps: GatewayRouteDeps): void {
  const service = { db: deps.database.db, caches: deps.caches };
  app.get(NOTICES_PATH, async (request) => {
    refuseKeyInQuery(request.url);
    const holder = await keyHolder(service, request.headers['x-api-key']);
    return noticesOf(service, holder);
  });

  const chatKey = deps.env.CHAT_SERVICE_KEY;
  app.get(PROMPT_PATH, async (request) => {
    refuseKeyInQuery(request.url);
    if (!chatKey)
      throw notFound('The chat prompt is not served by this gateway: set CHAT_SERVICE_KEY to turn it on');
    if (!isServiceKey(chatKey, request.headers[CHAT_KEY_HEADER]))
      throw new AppError(
        'UNAUTHENTICATED',
        `A valid service key is required in the ${CHAT_KEY_HEADER} header`,
      );
    const prompt = await latestPrompt(service.db, await platformOwnerId(service.db));
    if (!prompt) throw notFound('No chat prompt has been saved yet');
    return { id: prompt.id, promptText: prompt.promptText, dateCreated: isoDate(prompt.createdAt) };
  });
}
