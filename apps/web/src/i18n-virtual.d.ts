/** The i18n virtual modules of ../vite-i18n.ts. */
declare module 'virtual:i18n/first-page?lng=*' {
  import type { MessageTree } from '@casino/shared/i18n/types';

  const strings: Record<string, MessageTree>;
  export default strings;
}
declare module 'virtual:i18n/lazy?lng=*' {
  import type { MessageTree } from '@casino/shared/i18n/types';

  const loaders: Record<string, () => Promise<MessageTree>>;
  export default loaders;
}
