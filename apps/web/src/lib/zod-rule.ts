/**
 * A zod schema as a form rule, for the pages whose fields have no plain rule (amounts, bank cards).
 * Importing this loads zod, so the first page never does (its forms use the plain rules of
 * @casino/shared/rules/fields). zod runs jitless: its JIT probes `new Function`, which the CSP refuses.
 */
import { config, type z } from 'zod';
import type { Rule } from '../hooks/use-form';

config({ jitless: true });

/** The first issue's message of a zod schema, which in this codebase is an i18n key. */
export function zodRule<T>(schema: z.ZodType): Rule<T, unknown> {
  return (value) => {
    try {
      const r = schema.safeParse(value);
      return r.success ? undefined : r.error.issues[0]?.message;
    } catch {
      return 'validation.invalid';
    }
  };
}
