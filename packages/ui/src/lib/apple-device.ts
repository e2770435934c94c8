/**
 * Whether this browser runs on an Apple device (spec section 9: at most 2 open games there), from the
 * shared rule, given what the browser knows (iPadOS poses as a Mac; its touch points give it away).
 */
import { isAppleDevice as isAppleFrom } from '@casino/shared/rules/constants';

export function isAppleDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isAppleFrom(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
}
