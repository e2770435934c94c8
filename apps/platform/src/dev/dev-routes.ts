/** The shape of one area's dev endpoints (registered under /_dev by routes.ts). */
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../config';
import type { PlatformState } from '../core/state';

export type DevRoutes = (app: FastifyInstance, state: PlatformState, config: PlatformConfig) => void;
