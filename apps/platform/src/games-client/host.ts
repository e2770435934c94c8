/**
 * The host page: the game in a frame talks to the page that framed it with window.postMessage, and
 * only when that page's origin is one of the CSP frame-ancestors sources the platform allows.
 */
import {
  GAME_SOURCE,
  HOST_SOURCE,
  type GameMessage,
  type GamePageConfig,
  type HostMessage,
  type PostedGameMessage,
} from './contract';

/** Whether an origin matches one of the frame-ancestors sources ('self', exact or *-wildcard origins). */
export function originAllowed(
  origin: string | null | undefined,
  frameAncestors: readonly string[],
  selfOrigin: string,
): boolean {
  if (!origin || origin === 'null') return false;
  return frameAncestors.some((src) => {
    if (src === "'self'") return origin === selfOrigin;
    if (src.startsWith("'")) return false;
    const re = '^' + src.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '$';
    return new RegExp(re).test(origin);
  });
}

/** Where this page sits: whether it is framed, and what the browser says of the framing page. */
export interface FrameFacts {
  framed: boolean;
  /** location.ancestorOrigins[0] where the browser has it (not Firefox). */
  ancestorOrigin: string | null;
  /** The host origin the launch URL names (`host=` in its fragment, added by the gateway). */
  given?: string | null;
  referrer: string;
  selfOrigin: string;
}

/** The host page's origin, or null (not framed, or framed by a page that may not talk to the game). */
export function hostOrigin(facts: FrameFacts, frameAncestors: readonly string[]): string | null {
  if (!facts.framed) return null;
  // What the browser says first; then what the launch URL says (the site's Referrer-Policy is
  // no-referrer and Firefox has no ancestorOrigins); then the referrer. Always checked below.
  let origin: string | null = facts.ancestorOrigin || facts.given || null;
  if (!origin && facts.referrer) {
    try {
      origin = new URL(facts.referrer).origin;
    } catch {
      origin = null;
    }
  }
  return originAllowed(origin, frameAncestors, facts.selfOrigin) ? origin : null;
}

/** A host message, or null for anything else (another source, no type we know). */
export function hostMessage(data: unknown): HostMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.source !== HOST_SOURCE) return null;
  switch (m.type) {
    case 'audio':
      return { type: 'audio', muted: Boolean(m.muted) };
    case 'focus':
      return { type: 'focus', focused: Boolean(m.focused), keyboard: m.keyboard !== false };
    case 'refresh-balance':
    case 'ping':
      return { type: m.type };
    default:
      return null;
  }
}

/** A game message as posted: the message, then who sends it. */
export function envelope(msg: GameMessage, cfg: Pick<GamePageConfig, 'gameId' | 'platformCode'>) {
  return {
    ...msg,
    source: GAME_SOURCE,
    gameId: cfg.gameId,
    platformCode: cfg.platformCode,
  } satisfies PostedGameMessage;
}

export interface Host {
  /** The host page's origin; null when the game has no host page to talk to. */
  origin: string | null;
  post(msg: GameMessage): void;
  /** Calls onMessage for each message of the host page. */
  listen(onMessage: (msg: HostMessage) => void): void;
}

/** The `host=` of the launch URL's fragment, or null. */
export function givenHost(hash: string): string | null {
  const m = /(?:^#|&)host=([^&]+)/.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

export function connectHost(cfg: GamePageConfig): Host {
  const framed = window.parent !== window;
  const origin = hostOrigin(
    {
      framed,
      ancestorOrigin: location.ancestorOrigins?.length ? (location.ancestorOrigins[0] ?? null) : null,
      given: givenHost(location.hash),
      referrer: document.referrer,
      selfOrigin: location.origin,
    },
    cfg.frameAncestors,
  );
  return {
    origin,
    post(msg) {
      if (origin) window.parent.postMessage(envelope(msg, cfg), origin);
    },
    listen(onMessage) {
      window.addEventListener('message', (ev) => {
        if (ev.source !== window.parent || !originAllowed(ev.origin, cfg.frameAncestors, location.origin))
          return;
        const m = hostMessage(ev.data);
        if (m) onMessage(m);
      });
    },
  };
}
