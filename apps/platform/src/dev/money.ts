/** Dev endpoints of the money area (see ./routes.ts). */
import type { DevRoutes } from './routes';

export const moneyDevRoutes: DevRoutes = () => {};
