/**
 * Form state with validation as the player types: each field has a rule returning an i18n message key
 * (the plain rules of packages/shared/src/rules/fields.ts, or a zod schema through lib/zod-rule.ts in
 * the pages that need one) or nothing. A field's error shows
 * once it has been typed in or blurred, and every error shows after a submit attempt. Server-side
 * field errors (100010, 100919, the gateway's fieldErrors) are set with `setServerError` and cleared
 * when the field changes.
 */
import { useCallback, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { tKey } from '../lib/i18n';

export type Rule<T, A> = (value: T, all: A) => string | undefined;
export type Rules<T extends object> = { [K in keyof T]?: Rule<T[K], T> };

export function useForm<T extends object>(initial: T, rules: Rules<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof T, string>>>({});

  const computeErrors = useCallback(
    (v: T) => {
      const out: Partial<Record<keyof T, string>> = {};
      for (const key of Object.keys(rules) as (keyof T)[]) {
        const rule = rules[key];
        const message = rule?.(v[key], v);
        if (message) out[key] = message;
      }
      return out;
    },
    [rules],
  );

  const allErrors = useMemo(() => computeErrors(values), [computeErrors, values]);

  const errors = useMemo(() => {
    const out: Partial<Record<keyof T, string>> = {};
    for (const key of Object.keys(values) as (keyof T)[]) {
      const message = serverErrors[key] ?? ((submitted || touched[key]) && allErrors[key]);
      if (message) out[key] = message;
    }
    return out;
  }, [allErrors, serverErrors, submitted, touched, values]);

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
    setServerErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  const touch = useCallback((key: keyof T) => setTouched((t) => (t[key] ? t : { ...t, [key]: true })), []);

  /** Marks the form submitted; true when there is no error. */
  const validate = useCallback(() => {
    setSubmitted(true);
    return Object.keys(computeErrors(values)).length === 0;
  }, [computeErrors, values]);

  const setServerError = useCallback((key: keyof T, message: string | undefined) => {
    setServerErrors((e) => ({ ...e, [key]: message }));
  }, []);

  const reset = useCallback(
    (next?: Partial<T>) => {
      setValues({ ...initial, ...next });
      setTouched({});
      setSubmitted(false);
      setServerErrors({});
    },
    [initial],
  );

  /** The props that bind an input to one field: its value, change, blur and translated error. */
  const field = <K extends keyof T>(key: K, t: TFunction) => ({
    value: values[key],
    onValueChange: (value: T[K]) => set(key, value),
    onBlur: () => touch(key),
    error: tKey(t, errors[key]),
  });

  return {
    values,
    field,
    set,
    touch,
    errors,
    validate,
    setServerError,
    reset,
    isValid: Object.keys(allErrors).length === 0,
  };
}
