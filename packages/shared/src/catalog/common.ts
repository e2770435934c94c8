import { z } from 'zod';
import { noInputSchema } from '../schemas/page';
import { endpoint } from './define';
import {
  checkIpSchema,
  commonConfigSchema,
  fileUploadSchema,
  uploadedFileSchema,
} from '../schemas/common-config';
import { captchaTicketSchema, sliderAnswerSchema, sliderChallengeSchema } from '../schemas/captcha';

export const commonCatalog = [
  endpoint({
    procedure: 'common.uploadFile',
    path: '/api/v1/common/upload_file',
    access: 'player',
    kind: 'mutation',
    summary: 'base64 file in JSON (PNG, JPEG, WebP, GIF, PDF; 5 MB); returns fileId and url',
    input: fileUploadSchema.extend({
      /** What the file is for (avatar, deposit voucher, other). */
      purpose: z.enum(['avatar', 'voucher', 'other']).default('other'),
    }),
    output: uploadedFileSchema,
    flags: { upload: true },
  }),
  endpoint({
    procedure: 'common.config',
    path: '/api/v1/common/config',
    access: 'public',
    kind: 'query',
    summary: 'app ids, theme code, captcha switch',
    input: noInputSchema,
    output: commonConfigSchema,
    flags: { silentErrors: true, cache: { per: 'language', ttl: 'config' } },
  }),
  endpoint({
    procedure: 'common.generateSlider',
    path: '/api/v1/captcha/generate_slider',
    access: 'public',
    kind: 'mutation',
    summary: 'cutoutImage, shadeImage, y, captchaId (x stays on the platform)',
    input: noInputSchema,
    output: sliderChallengeSchema,
    // Drawing a challenge costs the platform far more than answering a call: limited per IP and device.
    flags: { silentErrors: true, rateLimit: { bucket: 'captcha' } },
  }),
  endpoint({
    procedure: 'common.validateSlider',
    path: '/api/v1/captcha/validate_slider',
    access: 'public',
    kind: 'mutation',
    summary:
      'captchaId, x and the drag trace; returns a one-time ticket, or 200108 (the captcha is used up either way)',
    input: sliderAnswerSchema,
    output: captchaTicketSchema,
    flags: { silentErrors: true, remembersCaptchaTicket: true },
  }),
  endpoint({
    procedure: 'common.checkIp',
    path: '/api/v1/common/checkIp',
    access: 'public',
    kind: 'query',
    summary: 'accessLimit (region block), access type 2 = /403',
    input: noInputSchema,
    output: checkIpSchema,
    flags: { silentErrors: true, cache: { per: 'ip', ttl: 'checkIp' } },
  }),
] as const;
