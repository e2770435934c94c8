/** Every catalog entry's handler; a missing one is a type error here. */
import type { HandlerMap } from './core/handlers';
import { accountHandlers } from './domain/account/handlers';
import { authHandlers } from './domain/auth/handlers';
import { verificationHandlers } from './domain/verification/handlers';
import { kycHandlers } from './domain/kyc/handlers';
import { riskHandlers } from './domain/risk/handlers';
import { commonHandlers } from './domain/common/handlers';
import { gamesHandlers } from './domain/games/handlers';
import { depositHandlers } from './domain/deposit/handlers';
import { withdrawHandlers } from './domain/withdraw/handlers';
import { walletHandlers } from './domain/wallet/handlers';
import { bonusHandlers } from './domain/bonus/handlers';
import { activityHandlers } from './domain/activity/handlers';
import { tournamentHandlers } from './domain/tournament/handlers';
import { lotteryHandlers } from './domain/lottery/handlers';
import { guessgameHandlers } from './domain/guessgame/handlers';
import { taskHandlers } from './domain/task/handlers';
import { cmsHandlers } from './domain/cms/handlers';
import { videoHandlers } from './domain/video/handlers';
import { reportHandlers } from './domain/report/handlers';

export const handlers = {
  ...accountHandlers,
  ...authHandlers,
  ...verificationHandlers,
  ...kycHandlers,
  ...riskHandlers,
  ...commonHandlers,
  ...gamesHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...walletHandlers,
  ...bonusHandlers,
  ...activityHandlers,
  ...tournamentHandlers,
  ...lotteryHandlers,
  ...guessgameHandlers,
  ...taskHandlers,
  ...cmsHandlers,
  ...videoHandlers,
  ...reportHandlers,
} satisfies HandlerMap;
