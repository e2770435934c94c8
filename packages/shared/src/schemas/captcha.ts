/**
 * Slider captcha (spec section 3: cutoutImage, shadeImage, x, y, captchaId, ticket). The challenge
 * carries y only; x is what the player answers with. Images are PNG data URLs.
 */
import { z } from 'zod';

export const sliderChallengeSchema = z.object({
  captchaId: z.string(),
  /** The background with the hole, `data:image/png;base64,...`, width x height. */
  shadeImage: z.string().startsWith('data:image/png;base64,'),
  /** The piece, pieceSize x pieceSize, transparent around its shape. */
  cutoutImage: z.string().startsWith('data:image/png;base64,'),
  /** Top of the piece in the background, pixels. */
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  pieceSize: z.number().int().min(1),
  /** Seconds the challenge stays valid (one attempt). */
  expiresIn: z.number().int().min(1),
});

/** One sample of the drag: the piece's x (background pixels) and milliseconds since the press. */
export const sliderTracePointSchema = z.object({
  x: z.number().min(-10000).max(10000),
  t: z.number().min(0).max(600_000),
});

export const sliderAnswerSchema = z.object({
  captchaId: z.string().min(1).max(128),
  /** Left edge of the piece where the player released it, pixels in the background's coordinates. */
  x: z.number().min(0).max(10000),
  /**
   * The drag from the press to the release (pointer samples, or one point per key for the keyboard).
   * Optional on the wire for older clients; the reference platform refuses an answer without one unless
   * PLATFORM_CAPTCHA_TRACE=optional (docs/gateway.md).
   */
  trace: z.array(sliderTracePointSchema).max(1000).optional(),
});

export const captchaTicketSchema = z.object({
  /** One-time ticket for the login (after 3 failures) or registration (when the switch is on). */
  ticket: z.string(),
  expiresIn: z.number().int().min(1),
});
