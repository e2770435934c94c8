/**
 * A part of the page that a first page does not carry: its module is fetched only once `useWanted`
 * says it is wanted (a dialog opened, a player logged in), and shown inside its own Suspense boundary
 * with no fallback (a failed fetch of it is asked again: `retryingImport`). `keep` leaves it mounted
 * once it was wanted (dialogs, which close themselves); without it, it shows only while wanted.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * `load()` until it succeeds: a chunk that could not be fetched (offline, the server unreachable) is
 * asked again once the browser is back online, or after a pause that doubles up to 30 s. A part of the
 * shell (outside every route's error boundary) loaded this way shows nothing meanwhile instead of taking
 * the whole page down with it.
 */
export function retryingImport<T>(load: () => Promise<T>, pauseMs = 2000): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(retryingImport(load, Math.min(pauseMs * 2, 30_000)));
        };
        const timer = setTimeout(again, navigator.onLine ? pauseMs : 30_000);
        window.addEventListener('online', again);
      }),
  );
}

export function lazyWhen(
  load: () => Promise<ComponentType>,
  useWanted: () => boolean,
  { keep = false }: { keep?: boolean } = {},
): ComponentType {
  const Part = lazy(() => retryingImport(load).then((Component) => ({ default: Component })));
  return function LazyWhen() {
    const wanted = useWanted();
    const [wasWanted, setWasWanted] = useState(false);
    if (keep && wanted && !wasWanted) setWasWanted(true);
    if (!(wanted || (keep && wasWanted))) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
