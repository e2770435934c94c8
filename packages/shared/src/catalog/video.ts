import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const videoCatalog = [
  endpoint({
    procedure: 'video.query',
    path: '/api/phoenix/cms/open/video/query',
    client: 'second',
    access: 'public',
    kind: 'query',
    summary: 'silent errors',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'video.tagList',
    path: '/api/phoenix/cms/open/video/tagList',
    client: 'second',
    access: 'public',
    kind: 'query',
    summary: 'silent errors',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'video.play',
    path: '/api/phoenix/cms/open/video/play',
    client: 'second',
    access: 'public',
    kind: 'mutation',
    summary: 'silent errors',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'video.more',
    path: '/api/phoenix/cms/open/video/more',
    client: 'second',
    access: 'public',
    kind: 'query',
    summary: 'silent errors',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'video.detail',
    path: '/api/phoenix/cms/open/video/detail',
    client: 'second',
    access: 'public',
    kind: 'query',
    summary: 'silent errors',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: { silentErrors: true },
  }),
] as const;

void z;
