/**
 * The home page: visitors get the login and registration forms (auth feature) first; then every
 * feature's home section (the lobby, promotions...) in their declared order.
 */
import { Suspense } from 'react';
import type { HomeSectionModule } from '../../lib/feature-routes';
import { expectingPlayer, OutOfSight, useSession } from '../../lib/auth';
import { VisitorHome } from '../../features/auth/components/visitor-home';

const sectionModules = import.meta.glob<HomeSectionModule>('../../features/*/home-section.tsx', {
  eager: true,
});
const sections = Object.entries(sectionModules)
  .map(([path, m]) => ({ path, Component: m.default, order: m.order ?? 100 }))
  .sort((a, b) => a.order - b.order);

/** Loads what the sections' first render needs (app/router.tsx awaits it for the home page). Never rejects. */
export function preloadHomeSections(): Promise<void> {
  return Promise.all(Object.values(sectionModules).map((m) => m.preload?.().catch(() => undefined))).then(
    () => undefined,
  );
}

export function HomePage() {
  const session = useSession();
  const visitor = !session.isPending && !session.data?.loggedIn;
  // A player's page (the gateway saw a live session): the sections render out of sight while the
  // session is on its way, so their code and calls load beside it, and show when it has answered.
  const early = expectingPlayer(session);
  // Nothing until we know who is here: the visitor's forms would otherwise push the lobby down (CLS).
  if (session.isPending && !early) return null;
  return (
    <>
      {visitor ? <VisitorHome /> : null}
      <OutOfSight hidden={early}>
        <Suspense fallback={null}>
          {sections.map(({ path, Component }) => (
            <Component key={path} />
          ))}
        </Suspense>
      </OutOfSight>
    </>
  );
}
