/**
 * Logging in through the gateway (session.login). The form's account field decides the login type
 * (an email logs in as loginType 2, anything else as a lowercased username, loginType 1). Code 100701
 * is returned silently to the form, which opens the slider captcha and retries with its ticket; 100700
 * opens the lock dialog through the central error handler.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { LOGIN_TYPE, loginIdentity } from '@casino/shared/rules/fields';
import type { SessionView } from '@casino/gateway/router';
import { trpc } from '../../../lib/trpc';
import { setAfterLogin } from './after-login-store';

export interface LoginArgs {
  account: string;
  password: string;
  captchaTicket?: string;
}

export function useLogin() {
  const utils = trpc.useUtils();
  const mutation = trpc.session.login.useMutation({
    meta: { handledCodes: [CODES.CAPTCHA_REQUIRED] },
    onSuccess: async (session: SessionView) => {
      utils.session.current.setData(undefined, session);
      setAfterLogin(session.afterLogin);
      await utils.invalidate();
    },
  });
  const login = (args: LoginArgs) => {
    const identity = loginIdentity(args.account);
    return mutation.mutateAsync({
      loginType: identity.loginType === LOGIN_TYPE.email ? 'email' : 'username',
      account: identity.value,
      password: args.password,
      ...(args.captchaTicket ? { captchaTicket: args.captchaTicket } : {}),
    });
  };
  return { login, isPending: mutation.isPending };
}
