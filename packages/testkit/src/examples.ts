/**
 * Valid example inputs generated from zod 4 schemas, so a test can call every catalog procedure
 * without a hand-written fixture per entry (fixtures override where the platform needs real ids).
 * Strings are picked from plausible candidates by field name, each checked against the field's own
 * schema; numbers honour their bounds; optional fields are left out.
 */
import type { z } from 'zod';

interface Def {
  type: string;
  [k: string]: unknown;
}
type Schema = z.ZodType & { _zod: { def: Def; bag?: Record<string, unknown> } };

const BY_NAME: [RegExp, string[]][] = [
  [/email/i, ['player@example.com']],
  [/pass|pwd/i, ['Passw0rd!x']],
  [/mobile|phone/i, ['09012345678']],
  [/^(code|.*Code)$/, ['123456', 'JPT', 'ABC123', 'jp']],
  [/currency/i, ['JPY']],
  [/amount|money|balance/i, ['100.00', '100']],
  [/url/i, ['https://example.com/a']],
  [/lang/i, ['ja-JP', 'ja']],
  [/name/i, ['Yamada', 'tester01']],
  [/date|time|birth/i, ['1990-01-01', '1990-01-01 00:00:00']],
  [/order|id$|Id$|No$/i, ['ORD-12345678', '12345678', '1']],
];
const GENERIC = [
  'tester01',
  'ABCDEFGH12345678',
  '12345678',
  '123456',
  '1',
  'JPT',
  'JPY',
  'ja-JP',
  'Passw0rd!x',
  'player@example.com',
  'https://example.com/a',
  '100.00',
  '09012345678',
  'Yamada',
  'abc',
  'x',
  '1990-01-01',
  'data:image/png;base64,iVBORw0KGgo=',
];

function ok(schema: Schema, v: unknown): boolean {
  return schema.safeParse(v).success;
}

function pickString(schema: Schema, name: string): string | undefined {
  const named = BY_NAME.filter(([re]) => re.test(name)).flatMap(([, c]) => c);
  for (const c of [...named, ...GENERIC]) if (ok(schema, c)) return c;
  const bag = schema._zod.bag ?? {};
  const min = typeof bag.minimum === 'number' ? bag.minimum : 1;
  for (const ch of ['a', '1', 'A'])
    for (const len of [min, 8, 16]) if (ok(schema, ch.repeat(len))) return ch.repeat(len);
  return undefined;
}

function pickNumber(schema: Schema): number {
  const bag = schema._zod.bag ?? {};
  const min = typeof bag.minimum === 'number' ? bag.minimum : undefined;
  const exMin = typeof bag.exclusiveMinimum === 'number' ? bag.exclusiveMinimum : undefined;
  for (const c of [1, min, exMin !== undefined ? exMin + 1 : undefined, 10, 0, 20241008, 100]) {
    if (c !== undefined && ok(schema, c)) return c;
  }
  return min ?? 1;
}

/** An example value for `schema`, or undefined when the field may be left out. */
export function exampleOf(schema: z.ZodType, name = ''): unknown {
  const s = schema as Schema;
  const def = s._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return undefined;
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return exampleOf(def.innerType as z.ZodType, name);
    case 'pipe':
      return exampleOf(def.in as z.ZodType, name);
    case 'lazy':
      return exampleOf((def.getter as () => z.ZodType)(), name);
    case 'string':
      return pickString(s, name);
    case 'number':
      return pickNumber(s);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'array': {
      const bag = s._zod.bag ?? {};
      const min = typeof bag.minimum === 'number' ? bag.minimum : 0;
      const item = exampleOf(def.element as z.ZodType, name);
      return Array.from({ length: min }, () => item);
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map((i) => exampleOf(i, name));
    case 'record':
      return {};
    case 'union': {
      for (const option of def.options as z.ZodType[]) {
        const v = exampleOf(option, name);
        if (ok(s, v)) return v;
      }
      return exampleOf((def.options as z.ZodType[])[0]!, name);
    }
    case 'intersection': {
      const l = exampleOf(def.left as z.ZodType, name);
      const r = exampleOf(def.right as z.ZodType, name);
      return typeof l === 'object' && typeof r === 'object' ? { ...(l as object), ...(r as object) } : l;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const e = exampleOf(v, k);
        if (e !== undefined) out[k] = e;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** A valid input for a procedure: fixture first, else generated; `valid` says whether the schema accepts it. */
export function exampleInput(schema: z.ZodType, fixture?: unknown): { input: unknown; valid: boolean } {
  const input = fixture !== undefined ? fixture : (exampleOf(schema) ?? {});
  return { input, valid: schema.safeParse(input).success };
}
