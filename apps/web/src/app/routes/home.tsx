/**
 * The home page: visitors get the login and registration forms (auth feature) first; then every
 * feature's home section (the lobby, promotions...) in their declared order.
 */
import { Suspense } from 'react';
import type { HomeSectionModule } from '../../lib/feature-routes';
import { useSession } from '../../lib/auth';
import { VisitorHome } from '../../features/auth/components/visitor-home';

const sectionModules = import.meta.glob<HomeSectionModule>('../../features/*/home-section.tsx', {
  eager: true,
});
const sections = Object.entries(sectionModules)
  .map(([path, m]) => ({ path, Component: m.default, order: m.order ?? 100 }))
  .sort((a, b) => a.order - b.order);

export function HomePage() {
  const session = useSession();
  const visitor = !session.isPending && !session.data?.loggedIn;
  // Nothing until we know who is here: the visitor's forms would otherwise push the lobby down (CLS).
  if (session.isPending) return null;
  return (
    <>
      {visitor ? <VisitorHome /> : null}
      <Suspense fallback={null}>
        {sections.map(({ path, Component }) => (
          <Component key={path} />
        ))}
      </Suspense>
    </>
  );
}
