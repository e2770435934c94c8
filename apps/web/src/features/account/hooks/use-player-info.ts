import { trpc } from '../../../lib/trpc';

/** Full player info (player/query): avatar, VIP level, referral code, bind flags, self control. */
export function usePlayerInfo() {
  return trpc.account.playerInfo.useQuery({});
}
