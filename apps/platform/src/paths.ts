/** Where this app's files are, from the sources and from the bundle alike (@casino/testkit/paths). */
import { appPaths } from '@casino/testkit/paths';

export const { appRoot, repoRoot } = appPaths(import.meta.url);
