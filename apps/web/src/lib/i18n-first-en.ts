/** The English strings of the first-page namespaces (see ./i18n.ts), a chunk of their own. */
import type { MessageTree } from '@casino/shared/i18n/types';

const files = import.meta.glob<Record<string, { en?: MessageTree }>>(
  [
    '../../../../packages/shared/src/i18n/shell.ts',
    '../../../../packages/shared/src/i18n/auth.ts',
    '../../../../packages/shared/src/i18n/errors.ts',
    '../../../../packages/shared/src/i18n/validation.ts',
    '../../../../packages/shared/src/i18n/games.ts',
    '../../../../packages/shared/src/i18n/lobby.ts',
  ],
  { eager: true, query: { lng: 'en' } },
);

export const FIRST_PAGE_EN: Record<string, MessageTree> = {};
for (const [path, file] of Object.entries(files)) {
  const name = path.replace(/\?.*$/, '').replace(/^.*\//, '').replace(/\.ts$/, '');
  const en = (file[name] ?? Object.values(file)[0])?.en;
  if (en) FIRST_PAGE_EN[name] = en;
}
