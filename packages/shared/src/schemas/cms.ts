/**
 * CMS content: topics (banners and promotional topics), templates per theme code (static pages such
 * as terms, FAQ, promotion pages), game labels and the element materials of the game pages.
 */
import { z } from 'zod';
import { epochMsSchema, idSchema } from './promo-common';

export const cmsTopicSchema = z.object({
  topicId: idSchema,
  /** Where it shows: 'homeBanner', 'lobbyBanner', 'promotion', 'notice'. */
  position: z.enum(['homeBanner', 'lobbyBanner', 'promotion', 'notice']),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  /** In-site route or absolute URL. */
  linkUrl: z.string(),
  sort: z.number().int(),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
});

export const cmsTemplateSummarySchema = z.object({
  templateId: idSchema,
  code: z.string(),
  themeCode: z.string(),
  /** 'page' (static), 'promotion', 'help'. */
  type: z.enum(['page', 'promotion', 'help']),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  sort: z.number().int(),
  updateTime: epochMsSchema,
});

export const cmsTemplateSchema = cmsTemplateSummarySchema.extend({
  /** Sanitised HTML produced by the CMS (only p, h2, h3, ul, ol, li, strong, a, img). */
  content: z.string(),
});

export const gameLabelSchema = z.object({
  labelId: idSchema,
  code: z.string(),
  name: z.string(),
  /** Badge colour, CSS hex. */
  color: z.string(),
  sort: z.number().int(),
});

export const materialSchema = z.object({
  materialId: idSchema,
  /** Slot on the page, e.g. 'top', 'side', 'category:slots'. */
  position: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
});

export const providerSelectionSchema = z.object({
  providerCode: z.string(),
  platformCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  gameTypes: z.array(z.string()),
  supportsMultiMode: z.boolean(),
  sort: z.number().int(),
});

export const gamePropertiesSchema = z.object({
  gameId: z.string(),
  platformCode: z.string(),
  /** Return to player, percent as a string ("96.50"). */
  rtp: z.string(),
  volatility: z.enum(['low', 'medium', 'high']),
  maxWinMultiplier: z.number().int().min(1),
  lines: z.number().int().min(0),
  features: z.array(z.string()),
});
