import { z } from 'zod';
import { endpoint } from './define';
import { CODES } from '../protocol/codes';
import { bankCardAddInputSchema, bankCardSchema } from '../schemas/bank-card';
import { exchangeRateSchema } from '../schemas/exchange-rate';
import { currencySchema } from '../schemas/money';
import { pageInputSchema, pageSchema } from '../schemas/page';
import { paymentChannelSchema } from '../schemas/payment-channel';
import { walletAddressCreateInputSchema, walletAddressSchema } from '../schemas/wallet-address';
import { walletCreditSchema } from '../schemas/wallet-credit';

const idInput = z.object({ id: z.string({ error: 'validation.required' }).min(1).max(40) });

export const walletCatalog = [
  endpoint({
    procedure: 'wallet.creditList',
    path: '/api/v1/wallet/credit/query_list_by_login_name',
    client: 'main',
    access: 'player',
    kind: 'query',
    summary: 'wallet history from the ledger, newest first',
    input: pageInputSchema.extend({
      currency: currencySchema.optional(),
      /** Ledger kinds (CREDIT_TYPES of schemas/wallet-credit.ts or others' kinds). */
      creditTypes: z.array(z.string().max(40)).max(20).optional(),
      startTime: z.number().int().min(0).optional(),
      endTime: z.number().int().min(0).optional(),
    }),
    output: pageSchema(walletCreditSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.exchangeRates',
    path: '/api/v1/wallet/cache_rate/query_list',
    client: 'main',
    access: 'public',
    kind: 'query',
    summary: 'exchange rates; cached',
    input: z.object({ baseCurrency: currencySchema.default('JPY') }),
    output: z.array(exchangeRateSchema),
    flags: { cache: { per: 'none', ttl: 'rates' } },
  }),
  endpoint({
    procedure: 'wallet.bankCardList',
    path: '/api/ext/v1/bank_card/list',
    client: 'main',
    access: 'player',
    kind: 'query',
    input: z.object({}),
    output: z.array(bankCardSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.bankCardAdd',
    path: '/api/ext/v1/bank_card/add',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    summary: 'accountNo RSA-encrypted',
    input: bankCardAddInputSchema,
    output: bankCardSchema,
    flags: {
      secret: {
        kind: 'withdrawPassword',
        wrong: [CODES.WITHDRAW_PASSWORD_WRONG, CODES.CODE_INVALID, CODES.CODE_ATTEMPTS_EXCEEDED],
        after: 'payoutAdded',
      },
    },
  }),
  endpoint({
    procedure: 'wallet.bankCardDelete',
    path: '/api/ext/v1/bank_card/delete',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    input: idInput,
    output: z.object({ id: z.string(), deleted: z.boolean() }),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.addressCreate',
    path: '/api/v1/player/wallet_address/create',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    summary: 'address format checked per network',
    input: walletAddressCreateInputSchema,
    output: walletAddressSchema,
    flags: {
      secret: {
        kind: 'withdrawPassword',
        wrong: [CODES.WITHDRAW_PASSWORD_WRONG, CODES.CODE_INVALID, CODES.CODE_ATTEMPTS_EXCEEDED],
        after: 'payoutAdded',
      },
    },
  }),
  endpoint({
    procedure: 'wallet.addressList',
    path: '/api/v1/player/wallet_address/query_by_login_name',
    client: 'main',
    access: 'player',
    kind: 'query',
    input: z.object({ currency: currencySchema.optional() }),
    output: z.array(walletAddressSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.addressDelete',
    path: '/api/v1/player/wallet_address/delete',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    input: idInput,
    output: z.object({ id: z.string(), deleted: z.boolean() }),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.paymentChannels',
    path: '/api/v1/paymentChanel/query_payment_list_v2',
    client: 'main',
    access: 'player',
    kind: 'query',
    summary: 'deposit (type 1) and withdrawal (type 2) channels',
    input: z.object({
      currency: currencySchema.optional(),
      /** 1 deposit, 2 withdrawal; absent = both. */
      type: z.union([z.literal(1), z.literal(2)]).optional(),
    }),
    output: z.array(paymentChannelSchema),
    flags: {},
  }),
] as const;
