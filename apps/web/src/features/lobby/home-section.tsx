/**
 * The lobby's part of the home page: visitors see the games under the login and registration forms
 * and can browse and play demos without an account.
 */
import { lazy, Suspense } from 'react';

const LobbyPage = lazy(() => import('./routes/lobby-page'));

export const order = 10;

export default function LobbyHomeSection() {
  return (
    <Suspense fallback={null}>
      <LobbyPage embedded />
    </Suspense>
  );
}
