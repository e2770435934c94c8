/** Dev endpoints of the games area (see ./routes.ts). */
import type { DevRoutes } from './routes';

export const gamesDevRoutes: DevRoutes = () => {};
