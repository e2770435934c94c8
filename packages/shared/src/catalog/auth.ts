import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const authCatalog = [
  endpoint({
    procedure: 'auth.token',
    path: '/auth/oauth/token',
    client: 'main',
    access: 'public',
    kind: 'mutation',
    summary: 'grantType web_password or refresh_token; basic authorization; resets captcha; codes 100700, 100701',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: { resetsCaptcha: true },
  }),
  endpoint({
    procedure: 'auth.logout',
    path: '/auth/oauth/logout',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
] as const;

void z;
