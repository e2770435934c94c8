/** The i18n virtual modules of ../vite-i18n.ts. */
declare module 'virtual:i18n/first-page?lng=*' {
  const strings: Record<string, import('@casino/shared/i18n/types').MessageTree>;
  export default strings;
}
declare module 'virtual:i18n/lazy?lng=*' {
  const loaders: Record<string, () => Promise<import('@casino/shared/i18n/types').MessageTree>>;
  export default loaders;
}
