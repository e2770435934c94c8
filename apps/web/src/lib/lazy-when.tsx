/**
 * A part of the page that a first page does not carry: its module is fetched only once `useWanted`
 * says it is wanted (a dialog opened, a player logged in), and shown inside its own Suspense boundary
 * with no fallback. `keep` leaves it mounted once it was wanted (dialogs, which close themselves);
 * without it, it shows only while wanted.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyWhen(
  load: () => Promise<ComponentType>,
  useWanted: () => boolean,
  { keep = false }: { keep?: boolean } = {},
): ComponentType {
  const Part = lazy(() => load().then((Component) => ({ default: Component })));
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
