/** Handlers of the risk group (not implemented yet). */
import { notImplemented } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';

export const riskHandlers: GroupHandlers<'risk'> = {
  'risk.seonSession': notImplemented,
  'risk.saveFingerprint': notImplemented,
  'risk.fingerprintJsKey': notImplemented,
};
