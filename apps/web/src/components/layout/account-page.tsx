/**
 * A route's `lazy` for a player page shown inside the account frame: the page module and the frame
 * (with its styles) load on demand, together, so neither is part of the first page's scripts.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from '../../lib/router';

export function accountPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [{ AccountFrame }, Page] = await Promise.all([import('./account-frame'), load()]);
    return {
      Component: () => (
        <AccountFrame>
          <Page />
        </AccountFrame>
      ),
    };
  };
}
