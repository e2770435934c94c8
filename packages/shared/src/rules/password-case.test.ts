import { describe, expect, it } from 'vitest';
import { passwordCaseSchema } from '../schemas/password-case';
import { applyPasswordCase, applyPasswordCaseToPayload } from './password-case';

describe('password case', () => {
  it('lowercases a password with lower and keeps it with preserve', () => {
    expect(applyPasswordCase('MiXeD123!', 'lower')).toBe('mixed123!');
    expect(applyPasswordCase('MiXeD123!', 'preserve')).toBe('MiXeD123!');
  });

  it('lowercases every player password field at any depth, and nothing else', () => {
    const payload = {
      loginName: 'JcAbc',
      password: 'MiXeD123',
      oldPassword: 'OLDpass1',
      newPassword: 'NEWpass1',
      nested: { pwd: 'AbCdEf', email: 'Me@Example.com' },
      list: [{ password: 'ListPW1' }],
      withdrawPassword: 'WdPass99',
      withdrawalPassword: 'WdPass99',
    };
    // The same payload with only the login passwords lowercased (the withdrawal password keeps its case).
    expect(applyPasswordCaseToPayload(payload, 'lower')).toEqual({
      ...payload,
      password: 'mixed123',
      oldPassword: 'oldpass1',
      newPassword: 'newpass1',
      nested: { pwd: 'abcdef', email: 'Me@Example.com' },
      list: [{ password: 'listpw1' }],
    });
    // The caller's object is never changed.
    expect(payload.password).toBe('MiXeD123');
  });

  it('leaves the payload alone with preserve', () => {
    const payload = { password: 'MiXeD123', newPassword: 'NEWpass1' };
    expect(applyPasswordCaseToPayload(payload, 'preserve')).toEqual(payload);
  });

  it('accepts only lower and preserve as settings', () => {
    expect(passwordCaseSchema.safeParse('lower').success).toBe(true);
    expect(passwordCaseSchema.safeParse('preserve').success).toBe(true);
    expect(passwordCaseSchema.safeParse('upper').success).toBe(false);
    expect(passwordCaseSchema.safeParse('LOWER').success).toBe(false);
  });
});
