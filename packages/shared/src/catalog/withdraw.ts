import { z } from 'zod';
import { endpoint } from './define';
import { CODES } from '../protocol/codes';
import { orderNoSchema } from '../schemas/deposit';
import { currencySchema } from '../schemas/money';
import { historyInputSchema, pageSchema } from '../schemas/page';
import {
  withdrawCreateInputSchema,
  withdrawLimitSchema,
  withdrawMethodSchema,
  withdrawalSchema,
} from '../schemas/withdrawal';

export const withdrawCatalog = [
  endpoint({
    procedure: 'withdraw.orders',
    path: '/api/v1/withdraw/query_by_login_name',
    access: 'player',
    kind: 'query',
    summary: "the player's withdrawals, newest first",
    input: historyInputSchema.extend({ status: z.number().int().min(1).max(5).optional() }),
    output: pageSchema(withdrawalSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'withdraw.create',
    path: '/api/v1/withdraw/create',
    access: 'player',
    kind: 'mutation',
    summary: 'withdrawPassword RSA-encrypted; idempotent on clientOrderId',
    input: withdrawCreateInputSchema,
    output: withdrawalSchema,
    flags: {
      secret: { kind: 'withdrawPassword', wrong: [CODES.WITHDRAW_PASSWORD_WRONG] },
      payoutCooling: true,
    },
  }),
  endpoint({
    procedure: 'withdraw.cancel',
    path: '/api/v1/withdraw/cancel',
    access: 'player',
    kind: 'mutation',
    summary: 'cancel a pending withdrawal; the money returns to cash',
    input: z.object({ orderNo: orderNoSchema }),
    output: withdrawalSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'withdraw.methods',
    path: '/api/v1/withdraw/queryWithdrawMethod_v2',
    access: 'player',
    kind: 'query',
    input: z.object({ currency: currencySchema.optional() }),
    output: z.array(withdrawMethodSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'withdraw.limits',
    path: '/api/v1/withdraw/queryLimit',
    access: 'player',
    kind: 'query',
    input: z.object({ currency: currencySchema.default('JPY') }),
    output: withdrawLimitSchema,
    flags: {},
  }),
] as const;
