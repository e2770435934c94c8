/**
 * Email domain suggestions of the registration form (spec section 5): once a local part is typed, the
 * common domains are offered, narrowed by what is typed after the @.
 */

export const EMAIL_SUGGESTION_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'] as const;

/**
 * 'taro' -> ['taro@gmail.com', 'taro@outlook.com', 'taro@yahoo.com', 'taro@icloud.com'];
 * 'taro@g' -> ['taro@gmail.com']; 'taro@gmail.com' -> [] (nothing left to complete);
 * '', '@g', 'a@b@c' -> []. Matching ignores case; the local part is kept as typed (trimmed).
 */
export function emailSuggestions(typed: string): string[] {
  const value = typed.trim();
  const at = value.indexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  const domainPart = at === -1 ? '' : value.slice(at + 1).toLowerCase();
  if (local === '' || /\s/.test(local) || domainPart.includes('@')) return [];
  return EMAIL_SUGGESTION_DOMAINS.filter((d) => d.startsWith(domainPart) && d !== domainPart).map(
    (d) => `${local}@${d}`,
  );
}
