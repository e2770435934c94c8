import { z } from 'zod';
import { endpoint } from './define';
import {
  depositCreateInputSchema,
  depositOrderSchema,
  depositStatusSchema,
  orderNoSchema,
} from '../schemas/deposit';
import { currencySchema } from '../schemas/money';
import { historyInputSchema, noInputSchema, pageSchema } from '../schemas/page';
import { paymentChannelSchema } from '../schemas/payment-channel';
import { DEPOSIT_OPERATE } from '../rules/statuses';

export { DEPOSIT_OPERATE };

export const depositCatalog = [
  endpoint({
    procedure: 'deposit.orders',
    path: '/api/v1/deposit/query_by_login_name',
    access: 'player',
    kind: 'query',
    summary: "the player's deposit orders, newest first",
    input: historyInputSchema.extend({ status: depositStatusSchema.optional() }),
    output: pageSchema(depositOrderSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'deposit.saveVoucher',
    path: '/api/v1/deposit/saveVoucher',
    access: 'player',
    kind: 'mutation',
    summary: 'attach the bank-transfer voucher (a URL from common.uploadFile); the order goes to review',
    input: z.object({
      orderNo: orderNoSchema,
      voucherUrl: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(500),
      remark: z.string().max(200).optional(),
    }),
    output: depositOrderSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'deposit.successfulQuery',
    path: '/api/v1/deposit/successful_deposit_query',
    access: 'player',
    kind: 'query',
    summary: 'deposits credited since the player last saw the success notice',
    input: noInputSchema,
    output: z.object({
      list: z.array(depositOrderSchema),
      /** When the player last acknowledged (successfulTimeUpdate); null = never. */
      lastSeenAt: z.number().int().nullable(),
    }),
    flags: { silentErrors: true, hideLoading: true },
  }),
  endpoint({
    procedure: 'deposit.successfulTimeUpdate',
    path: '/api/v1/deposit/successful_deposit_time_update',
    access: 'player',
    kind: 'mutation',
    summary: 'acknowledge the success notice up to a time (default now)',
    input: z.object({ successTime: z.number().int().min(0).optional() }),
    output: z.object({ lastSeenAt: z.number().int() }),
    flags: { silentErrors: true, hideLoading: true },
  }),
  endpoint({
    procedure: 'deposit.orderOperate',
    path: '/api/v1/deposit/orderOperate',
    access: 'player',
    kind: 'mutation',
    summary: 'order operations: 1 cancel, 2 confirm paid (goes to review), 3 urge the review',
    input: z.object({
      orderNo: orderNoSchema,
      operateType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalid' }),
    }),
    output: depositOrderSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'deposit.createQrCodePayment',
    path: '/api/v1/deposit/createQrCodePayment',
    access: 'player',
    kind: 'mutation',
    summary: 'issue the QR code of a QR-channel order (payInfo.qrContent); idempotent',
    input: z.object({ orderNo: orderNoSchema }),
    output: depositOrderSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'deposit.channels',
    path: '/api/v1/deposit/getPaymentAllChannel',
    access: 'player',
    kind: 'query',
    summary: 'deposit channels (bank transfer, QR, crypto per network), optionally for one currency',
    input: z.object({ currency: currencySchema.optional() }),
    output: z.array(paymentChannelSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'deposit.create',
    path: '/api/v1/deposit/create',
    access: 'player',
    kind: 'mutation',
    summary: 'open a deposit order; idempotent on clientOrderId',
    input: depositCreateInputSchema,
    output: depositOrderSchema,
    flags: {},
  }),
] as const;
