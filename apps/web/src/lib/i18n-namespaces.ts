/**
 * Which of the shared namespace files (packages/shared/src/i18n) the player site takes how: the one list
 * of the namespaces a first page needs (their Japanese strings are bundled, their English strings are
 * one chunk), and the files of that folder it never loads. The i18n virtual modules (../../vite-i18n.ts),
 * ./i18n.ts and the first page's budget test all read it.
 */
export const FIRST_PAGE_NAMESPACES = ['shell', 'auth', 'errors', 'validation', 'games', 'lobby'] as const;

/** The kiosk's strings, and the files beside the namespaces (the registry and the types). */
export const NOT_ON_SITE = ['kiosk', 'resources', 'types'] as const;
