/** Game pages served by the platform (launch URLs open these in the browser). */
import type { FastifyPluginAsync } from 'fastify';
import type { PlatformConfig } from '../config';
import type { PlatformState } from '../core/state';

export const gameRoutes: FastifyPluginAsync<{
  state: PlatformState;
  config: PlatformConfig;
}> = async () => {};
