/**
 * The public figures the live channel carries to every signed-in page (events.ts, the `public` event):
 * each feed's query and the input it is asked with, the lobby's own queries and the gateway's public
 * poll alike (first page, no filter). Kept apart from the event schemas so that a first page can name
 * them without carrying zod.
 */
import { PAGE_SIZES } from '../rules/constants';

export const PUBLIC_FEEDS = {
  /** The jackpot pools. */
  jackpots: 'games.jackpotInfo',
  /** The big wins. */
  bigWins: 'games.rankingBetRecord',
  /** The pachinko floor. */
  machines: 'games.kamikazeMachineList',
} as const;
export type PublicFeed = keyof typeof PUBLIC_FEEDS;

export const PUBLIC_FEED_INPUTS = {
  jackpots: {},
  bigWins: { pageNo: 1, pageSize: PAGE_SIZES.bigWinList },
  machines: { pageNo: 1, pageSize: PAGE_SIZES.kamikazeList },
} as const satisfies Record<PublicFeed, object>;
