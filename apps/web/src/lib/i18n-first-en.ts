/** The English strings of the first-page namespaces (see ./i18n.ts), a chunk of their own. */
export { default as FIRST_PAGE_EN } from 'virtual:i18n/first-page?lng=en';
