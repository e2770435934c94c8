/**
 * iOS and macOS devices (spec section 9: at most 2 open games there). iPadOS reports itself as a Mac,
 * so "Macintosh" alone already covers it.
 */
export function isAppleUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent);
}

export function isAppleDevice(): boolean {
  return typeof navigator !== 'undefined' && isAppleUserAgent(navigator.userAgent);
}
