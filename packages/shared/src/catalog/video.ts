import { z } from 'zod';
import { endpoint } from './define';
import { listSchema, noInputSchema, pageInputSchema, pageSchema } from '../schemas/page';
import { idSchema } from '../schemas/promo-common';
import { videoPlaySchema, videoRefSchema, videoSchema, videoTagSchema } from '../schemas/video';

export const videoCatalog = [
  endpoint({
    procedure: 'video.query',
    path: '/api/phoenix/cms/open/video/query',
    access: 'public',
    kind: 'query',
    input: pageInputSchema.extend({
      tagId: idSchema.optional(),
      keyword: z.string().trim().max(50).optional(),
      /** 'new' (publish time) or 'hot' (play count). */
      sort: z.enum(['new', 'hot']).default('new'),
    }),
    output: pageSchema(videoSchema),
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'video.tagList',
    path: '/api/phoenix/cms/open/video/tagList',
    access: 'public',
    kind: 'query',
    input: noInputSchema,
    output: listSchema(videoTagSchema),
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'video.play',
    path: '/api/phoenix/cms/open/video/play',
    access: 'public',
    kind: 'mutation',
    input: videoRefSchema,
    output: videoPlaySchema,
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'video.more',
    path: '/api/phoenix/cms/open/video/more',
    access: 'public',
    kind: 'query',
    /** Videos related to one (same tags first), without it. */
    input: videoRefSchema.extend({ size: z.number().int().min(1).max(20).default(6) }),
    output: listSchema(videoSchema),
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'video.detail',
    path: '/api/phoenix/cms/open/video/detail',
    access: 'public',
    kind: 'query',
    input: videoRefSchema,
    output: videoSchema,
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
] as const;
