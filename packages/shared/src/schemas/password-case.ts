/**
 * The PASSWORD_CASE setting as a schema (configs, common.config). Kept apart from
 * rules/password-case.ts so the front ends' first page applies the rule without loading zod.
 */
import { z } from 'zod';
import { PASSWORD_CASES } from '../rules/password-case';

export const passwordCaseSchema = z.enum(PASSWORD_CASES);
