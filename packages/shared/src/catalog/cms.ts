import { z } from 'zod';
import { endpoint } from './define';
import { listSchema, noInputSchema } from '../schemas/page';
import {
  cmsTemplateSchema,
  cmsTemplateSummarySchema,
  cmsTopicSchema,
  gameLabelSchema,
  gamePropertiesSchema,
  materialSchema,
  providerSelectionSchema,
} from '../schemas/cms';
import { idSchema } from '../schemas/promo-common';

/** Added by the gateway from common config; the platform falls back to its default theme. */
const themeCode = z.string().min(1).max(40).optional();

/** The materials of one category page (slots, pachinko, live-casino, fish, poker, sports); all when absent. */
const gameTypeInput = z.object({ gameType: z.string().max(40).optional() });

export const cmsCatalog = [
  endpoint({
    procedure: 'cms.topicQuery',
    path: '/api/phoenix/cms/open/topic/query',
    access: 'public',
    kind: 'query',
    input: z.object({ position: cmsTopicSchema.shape.position.optional() }),
    output: listSchema(cmsTopicSchema),
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'cms.templateList',
    path: '/api/phoenix/cms/open/cmsTemplate/list',
    access: 'public',
    kind: 'query',
    input: z.object({ themeCode, type: cmsTemplateSummarySchema.shape.type.optional() }),
    output: z.object({ themeCode: z.string(), list: z.array(cmsTemplateSummarySchema) }),
    flags: { payload: { themeCode: true }, silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'cms.templateDetail',
    path: '/api/phoenix/cms/open/cmsTemplate/detail',
    access: 'public',
    kind: 'query',
    /** By templateId or by code (one of them). */
    input: z
      .object({ themeCode, templateId: idSchema.optional(), code: z.string().min(1).max(64).optional() })
      .refine((v) => v.templateId !== undefined || v.code !== undefined, {
        error: 'validation.required',
        path: ['code'],
      }),
    output: cmsTemplateSchema,
    flags: { payload: { themeCode: true }, silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'cms.gameLabelsList',
    path: '/api/phoenix/cms/open/gameLabels/gameLabelsList',
    access: 'public',
    kind: 'query',
    input: noInputSchema,
    output: listSchema(gameLabelSchema),
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'cms.gamePage',
    path: '/cms/v1/element/material/game_page',
    access: 'public',
    kind: 'query',
    input: gameTypeInput,
    output: listSchema(materialSchema),
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'cms.gameProviderSelection',
    path: '/cms/v1/element/material/game_provider_selection',
    access: 'public',
    kind: 'query',
    input: gameTypeInput,
    output: listSchema(providerSelectionSchema),
    flags: { silentErrors: true },
  }),
  endpoint({
    procedure: 'cms.gameProperties',
    path: '/cms/v1/element/material/game_properties',
    access: 'public',
    kind: 'query',
    input: z.object({
      gameIds: z.array(z.string().min(1).max(64)).max(200).optional(),
      platformCode: z.string().max(40).optional(),
    }),
    output: listSchema(gamePropertiesSchema),
    flags: { silentErrors: true },
  }),
] as const;
