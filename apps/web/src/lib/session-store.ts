import { useSyncExternalStore } from 'react';
import type { OwnerType, Session } from '@console/contract';

/** The owner the console acts on: the user's own, or the one PM staff picked. */
export interface SelectedOwner {
  ownerId: number;
  ownerName: string;
  ownerType: OwnerType;
  desc: string;
}

export interface ConsoleState {
  session: Session | null;
  owner: SelectedOwner | null;
  /** The spec's owner-drop flag: the user may pick the owner (PM staff). */
  ownerDrop: boolean;
  /** The spec's MARK flag: a marketing-only user, kept on the marketing screens. */
  mark: boolean;
  lang: string;
}

const KEYS = {
  session: 'user_session',
  owner: 'owner',
  ownerDrop: 'ownerDrop',
  mark: 'MARK',
  lang: 'lang',
} as const;

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function read(): ConsoleState {
  let session = readJson<Session>(KEYS.session);
  if (session && Date.parse(session.expiresAt) <= Date.now()) session = null;
  return {
    session,
    owner: session ? readJson<SelectedOwner>(KEYS.owner) : null,
    ownerDrop: localStorage.getItem(KEYS.ownerDrop) === '1',
    mark: localStorage.getItem(KEYS.mark) === '1',
    lang: localStorage.getItem(KEYS.lang) ?? 'EN',
  };
}

let state = read();
const listeners = new Set<() => void>();

function write(next: ConsoleState) {
  state = next;
  const put = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  put(KEYS.session, next.session ? JSON.stringify(next.session) : null);
  put(KEYS.owner, next.owner ? JSON.stringify(next.owner) : null);
  put(KEYS.ownerDrop, next.ownerDrop ? '1' : null);
  put(KEYS.mark, next.mark ? '1' : null);
  put(KEYS.lang, next.lang === 'EN' ? null : next.lang);
  listeners.forEach((l) => l());
}

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<ConsoleState>) {
    write({ ...state, ...patch });
  },
  /** /logout, an expired or revoked session: all local storage is cleared. */
  clear() {
    localStorage.clear();
    write({ session: null, owner: null, ownerDrop: false, mark: false, lang: 'EN' });
  },
  /** Picks up changes made by another tab. */
  reload() {
    state = read();
    listeners.forEach((l) => l());
  },
};

if (typeof window !== 'undefined') window.addEventListener('storage', () => sessionStore.reload());

export function useConsoleState(): ConsoleState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

export function useSession(): Session | null {
  return useConsoleState().session;
}
