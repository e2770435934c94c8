/** Dev endpoints of the promotions area (see ./routes.ts). */
import type { DevRoutes } from './routes';

export const promotionsDevRoutes: DevRoutes = () => {};
