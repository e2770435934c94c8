import { z } from 'zod';
import { endpoint } from './define';
import { listSchema, noInputSchema, pageInputSchema, pageSchema } from '../schemas/page';
import {
  actCodeSchema,
  lotteryActivitySchema,
  lotteryPrizeSchema,
  lotteryTicketConfigSchema,
  lotteryTicketRecordSchema,
  lotteryWinnerSchema,
  lotterySourceTypeSchema,
} from '../schemas/lottery';

export const lotteryCatalog = [
  endpoint({
    procedure: 'lottery.config',
    path: '/api/phoenix/prom/open/act/lot/config',
    access: 'public',
    kind: 'query',
    summary: 'ignore configs with actCode below 20241008',
    /** The running activity when actCode is absent. */
    input: z.object({ actCode: actCodeSchema.optional() }),
    output: lotteryActivitySchema,
    flags: {},
  }),
  endpoint({
    procedure: 'lottery.configList',
    path: '/api/phoenix/prom/open/act/lot/config/list',
    access: 'public',
    kind: 'query',
    input: noInputSchema,
    /** Every activity, newest first, including ones below 20241008 that clients ignore. */
    output: listSchema(lotteryActivitySchema),
    flags: {},
  }),
  endpoint({
    procedure: 'lottery.prize',
    path: '/api/phoenix/prom/open/act/lot/prize',
    access: 'public',
    kind: 'query',
    input: z.object({ actCode: actCodeSchema.optional() }),
    output: z.object({
      actCode: actCodeSchema,
      prizes: z.array(lotteryPrizeSchema),
      /** Winners of the latest draws, newest first (at most 50). */
      winners: z.array(lotteryWinnerSchema),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'lottery.customerLotNum',
    path: '/api/phoenix/prom/act/lot/queryCustomerLotNum',
    access: 'player',
    kind: 'query',
    input: z.object({ actCode: actCodeSchema.optional() }),
    output: z.object({
      /** One config per activity and source, including old activities (clients ignore those). */
      list: z.array(lotteryTicketConfigSchema),
      /** Tickets earned and not yet received, in the running activity. */
      receivableNum: z.number().int().min(0),
      /** Tickets in the next draw. */
      inDrawNum: z.number().int().min(0),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'lottery.receiveTickets',
    path: '/api/phoenix/prom/act/lot/receiveLotteryTickets',
    access: 'player',
    kind: 'mutation',
    input: z.object({
      actCode: actCodeSchema,
      /** Receive only this source's tickets; all sources when absent. */
      sourceType: lotterySourceTypeSchema.optional(),
    }),
    output: z.object({
      actCode: actCodeSchema,
      receivedNum: z.number().int().min(0),
      ticketNos: z.array(z.string()),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'lottery.page',
    path: '/api/phoenix/prom/act/lot/page',
    access: 'player',
    kind: 'query',
    input: pageInputSchema.extend({ actCode: actCodeSchema.optional() }),
    output: pageSchema(lotteryTicketRecordSchema),
    flags: {},
  }),
] as const;
