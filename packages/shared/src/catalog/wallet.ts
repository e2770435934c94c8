import { z } from 'zod';
import { endpoint, type SecretFlag } from './define';
import { CODES } from '../protocol/codes';
import { bankCardAddInputSchema, bankCardSchema } from '../schemas/bank-card';
import { exchangeRateSchema } from '../schemas/exchange-rate';
import { currencySchema } from '../schemas/money';
import { historyInputSchema, noInputSchema, pageSchema } from '../schemas/page';
import { paymentChannelSchema } from '../schemas/payment-channel';
import { walletAddressCreateInputSchema, walletAddressSchema } from '../schemas/wallet-address';
import { walletCreditSchema } from '../schemas/wallet-credit';

/**
 * Adding a payout destination proves the withdrawal password or a payout code (their wrong answers
 * share one lock), and starts the new destination's cooling period.
 */
const PAYOUT_PROOF = {
  kind: 'withdrawPassword',
  wrong: [CODES.WITHDRAW_PASSWORD_WRONG, CODES.CODE_INVALID, CODES.CODE_ATTEMPTS_EXCEEDED],
  after: 'payoutAdded',
} as const satisfies SecretFlag;

/** A payout destination (bank card or wallet address) by id, and the answer of its deletion. */
const idInput = z.object({ id: z.string({ error: 'validation.required' }).min(1).max(40) });
const deletedOutput = z.object({ id: z.string(), deleted: z.boolean() });

export const walletCatalog = [
  endpoint({
    procedure: 'wallet.creditList',
    path: '/api/v1/wallet/credit/query_list_by_login_name',
    access: 'player',
    kind: 'query',
    summary: 'wallet history from the ledger, newest first',
    input: historyInputSchema.extend({
      /** Ledger kinds (CREDIT_TYPES of schemas/wallet-credit.ts or others' kinds). */
      creditTypes: z.array(z.string().max(40)).max(20).optional(),
    }),
    output: pageSchema(walletCreditSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.exchangeRates',
    path: '/api/v1/wallet/cache_rate/query_list',
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
    access: 'player',
    kind: 'query',
    input: noInputSchema,
    output: z.array(bankCardSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.bankCardAdd',
    path: '/api/ext/v1/bank_card/add',
    access: 'player',
    kind: 'mutation',
    summary: 'accountNo RSA-encrypted',
    input: bankCardAddInputSchema,
    output: bankCardSchema,
    flags: { secret: PAYOUT_PROOF },
  }),
  endpoint({
    procedure: 'wallet.bankCardDelete',
    path: '/api/ext/v1/bank_card/delete',
    access: 'player',
    kind: 'mutation',
    input: idInput,
    output: deletedOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.addressCreate',
    path: '/api/v1/player/wallet_address/create',
    access: 'player',
    kind: 'mutation',
    summary: 'address format checked per network',
    input: walletAddressCreateInputSchema,
    output: walletAddressSchema,
    flags: { secret: PAYOUT_PROOF },
  }),
  endpoint({
    procedure: 'wallet.addressList',
    path: '/api/v1/player/wallet_address/query_by_login_name',
    access: 'player',
    kind: 'query',
    input: z.object({ currency: currencySchema.optional() }),
    output: z.array(walletAddressSchema),
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.addressDelete',
    path: '/api/v1/player/wallet_address/delete',
    access: 'player',
    kind: 'mutation',
    input: idInput,
    output: deletedOutput,
    flags: {},
  }),
  endpoint({
    procedure: 'wallet.paymentChannels',
    path: '/api/v1/paymentChanel/query_payment_list_v2',
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
