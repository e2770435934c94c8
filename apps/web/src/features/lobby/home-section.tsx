/**
 * The lobby's part of the home page: visitors see the games under the login and registration forms
 * and can browse and play demos without an account.
 *
 * For a visitor the lobby sits below the forms, off screen on a phone: its code and its calls (banners,
 * big wins, jackpots, the game lists) start when its place comes within 200 px of the viewport, so
 * the first page moves only what the visitor sees first. A player's home is the lobby itself (nothing
 * above it), so it starts at once; so does a browser without IntersectionObserver.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { expectingPlayer, useSession } from '../../lib/auth';

let Loaded: ComponentType<{ embedded?: boolean }> | null = null;
const loadLobby = () =>
  import('./routes/lobby-page').then((m) => {
    Loaded = m.default;
    return m;
  });
const LobbyPage = lazy(loadLobby);

/**
 * A player's home is the lobby: its module is loaded before the home page's first render (the gateway
 * names it in the HTML), so the first commit shows the lobby instead of a placeholder whose reveal
 * React holds back (a Suspense fallback replaced later costs the largest paint several hundred ms).
 */
export function preload(): Promise<void> {
  return globalThis.document?.documentElement.dataset.session === 'player'
    ? loadLobby().then(() => undefined)
    : Promise.resolve();
}

export const order = 10;

/** How far below the viewport the lobby's place may still be when it starts loading (a phone shows the forms first). */
const AHEAD = '0px 0px 200px 0px';

export default function LobbyHomeSection() {
  const session = useSession();
  // A player's home (or one the gateway says is a player's, while the session is on its way) starts at once.
  const visitor = session.data?.loggedIn !== true && !expectingPlayer(session);
  const near = useNearViewport(visitor);
  // Chosen once per mount: never switched while mounted, which would mount the lobby again.
  const [Direct] = useState(() => Loaded);
  if (visitor && !near.seen) return <div ref={near.ref} className="lobby-place" />;
  if (Direct) return <Direct embedded />;
  return (
    <Suspense fallback={<div className="lobby-place" />}>
      <LobbyPage embedded />
    </Suspense>
  );
}

/** Whether the element has come within AHEAD of the viewport (once true, it stays true). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!enabled || seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, seen]);
  return { ref, seen };
}
