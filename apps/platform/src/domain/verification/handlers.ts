/** Handlers of the verification group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const verificationHandlers: GroupHandlers<'verification'> = {
  'verification.emailSendCodeByName': notImplemented,
  'verification.emailSendCodeByEmail': notImplemented,
  'verification.emailCheckSend': notImplemented,
  'verification.emailValidate': notImplemented,
  'verification.emailBind': notImplemented,
  'verification.phoneSendCodeByName': notImplemented,
  'verification.phoneSendCodeByPhone': notImplemented,
  'verification.phoneCheckSend': notImplemented,
  'verification.phoneValidate': notImplemented,
  'verification.phoneBind': notImplemented,
  'verification.googleAuthBind': notImplemented,
  'verification.googleAuthValidate': notImplemented,
};
