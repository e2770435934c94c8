/** Dev endpoints of the identity area (see ./routes.ts). */
import type { DevRoutes } from './routes';

export const identityDevRoutes: DevRoutes = () => {};
