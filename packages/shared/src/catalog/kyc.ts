import { z } from 'zod';
import { noInputSchema } from '../schemas/page';
import { endpoint } from './define';
import { isAdultOn, kanaNameSchema, personNameSchema } from '../rules/validation';
import { blobSchema } from '../schemas/blob';
import { currencySchema, moneySchema } from '../schemas/money';
import { kycInfoSchema } from '../schemas/kyc-info';
import { fileUploadSchema } from '../schemas/common-config';
import { KYC_DOCUMENT_TYPES, KYC_PICTURE_KINDS, KYC_PICTURE_TYPES } from '../rules/kyc';

export { KYC_DOCUMENT_TYPES, KYC_PICTURE_KINDS, KYC_PICTURE_TYPES };

const pictureIdSchema = z
  .string()
  .trim()
  .regex(/^kp_[a-f0-9]{24}$/, 'validation.invalid');

export const kycCatalog = [
  endpoint({
    procedure: 'kyc.queryPlayerInfo',
    path: '/api/v1/player/kyc/query_player_info',
    access: 'player',
    kind: 'query',
    summary: 'the four levels with their review status, the audit status, level 1 information',
    input: noInputSchema,
    output: kycInfoSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'kyc.updatePlayerInfo',
    path: '/api/v1/player/kyc/update_player_info',
    access: 'player',
    kind: 'mutation',
    summary: 'level 1 information; approved once complete with phone and email bound',
    input: z.object({
      firstNameJapanese: personNameSchema,
      lastNameJapanese: personNameSchema,
      firstNameKana: kanaNameSchema.optional(),
      lastNameKana: kanaNameSchema.optional(),
      /** YYYY-MM-DD; the player must be 18 or older. */
      birthDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
        .refine((v) => !Number.isNaN(Date.parse(v)), 'validation.invalid')
        .refine((v) => isAdultOn(v), 'validation.underAge'),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{3}-?\d{4}$/, 'validation.invalid')
        .optional(),
      address: z.string().trim().min(5, 'validation.invalid').max(200, 'validation.invalid'),
      occupation: z.string().trim().max(100).optional(),
    }),
    output: kycInfoSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'kyc.uploadKycPicture',
    path: '/api/v1/player/kyc/upload_kyc_picture',
    access: 'player',
    kind: 'mutation',
    summary: 'PNG, JPEG or PDF up to 5 MB (content checked), base64; returns a pictureId',
    /** A file upload (name, type, base64 data) of the KYC picture types, with its level and kind. */
    input: fileUploadSchema.extend({
      level: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'validation.invalid' }),
      kind: z.enum(KYC_PICTURE_KINDS, { error: 'validation.invalid' }),
      contentType: z.enum(KYC_PICTURE_TYPES, { error: 'validation.invalid' }),
    }),
    output: z.object({
      pictureId: z.string(),
      level: z.number().int(),
      kind: z.string(),
      contentType: z.string(),
      size: z.number().int(),
    }),
    flags: { upload: true },
  }),
  endpoint({
    procedure: 'kyc.addPlayerInfoPicture',
    path: '/api/v1/player/kyc/add_player_info_picture',
    access: 'player',
    kind: 'mutation',
    summary: 'submits level 3 (proof of address) or 4 (source of funds) with uploaded pictures',
    input: z.object({
      level: z.union([z.literal(3), z.literal(4)], { error: 'validation.invalid' }),
      pictureIds: z.array(pictureIdSchema).min(1).max(5),
    }),
    output: kycInfoSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'kyc.downloadPlayerPicture',
    path: '/api/v1/player/kyc/download_player_picture',
    access: 'player',
    kind: 'query',
    summary: 'blob response: the picture bytes with their content type (own pictures only)',
    input: z.object({ pictureId: pictureIdSchema }),
    output: blobSchema,
    flags: { blob: true },
  }),
  endpoint({
    procedure: 'kyc.submitKycL2',
    path: '/api/v1/player/info/submit_kyc_l2',
    access: 'player',
    kind: 'mutation',
    summary: 'level 2: identity document with front (back) and selfie pictures; needs level 1',
    input: z.object({
      documentType: z.enum(KYC_DOCUMENT_TYPES, { error: 'validation.invalid' }),
      documentNumber: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{4,20}$/, 'validation.invalid'),
      frontPictureId: pictureIdSchema,
      backPictureId: pictureIdSchema.optional(),
      selfiePictureId: pictureIdSchema,
    }),
    output: kycInfoSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'kyc.rewardKyc2',
    path: '/api/phoenix/prom/task/reward/kyc2',
    access: 'player',
    kind: 'mutation',
    summary: 'the one-time reward of the KYC level 2 task (level 2 approved)',
    input: noInputSchema,
    output: z.object({ rewarded: z.literal(true), currency: currencySchema, amount: moneySchema }),
    flags: {},
  }),
] as const;
