/**
 * zod without its JIT, before any zod module runs: the entry imports this first. zod's object schemas
 * ask once whether `new Function` may run (their fast path compiles code); the page's CSP (script-src
 * without 'unsafe-eval') refuses it, and the refusal is reported as a Content Security Policy issue.
 * zod reads its settings from `globalThis.__zod_globalConfig` when it loads, and with `jitless` set it
 * never asks. (`config({ jitless: true })` in lib/zod-rule.ts came too late on the pages whose shared
 * schemas load before a form does.)
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
