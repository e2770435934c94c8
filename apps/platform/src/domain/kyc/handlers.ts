/** Handlers of the kyc group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const kycHandlers: GroupHandlers<'kyc'> = {
  'kyc.queryPlayerInfo': notImplemented,
  'kyc.updatePlayerInfo': notImplemented,
  'kyc.uploadKycPicture': notImplemented,
  'kyc.addPlayerInfoPicture': notImplemented,
  'kyc.downloadPlayerPicture': notImplemented,
  'kyc.submitKycL2': notImplemented,
  'kyc.rewardKyc2': notImplemented,
};
