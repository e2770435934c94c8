/**
 * The gateway's PASSWORD_CASE setting as the forms need it, from the public common.config (the gateway
 * adds `passwordCase`). With `lower` the gateway lowercases every password a player types, so the
 * forms where a password is chosen say that letters are not case-sensitive, and "the same as the
 * current password" ignores case too.
 */
import { useTranslation } from 'react-i18next';
import { applyPasswordCase, type PasswordCase } from '@casino/shared/rules/password-case';
import { trpc } from './trpc';

/** The setting, or undefined while the config loads (then nothing is claimed about case). */
export function usePasswordCase(): PasswordCase | undefined {
  const config = trpc.common.config.useQuery({}, { staleTime: 10 * 60_000 });
  return config.data?.passwordCase;
}

/** The hint under a field where the player chooses a password. */
export function usePasswordHint(): string {
  const { t } = useTranslation('auth');
  return usePasswordCase() === 'lower' ? t('register.passwordHintNoCase') : t('register.passwordHint');
}

/** Whether two passwords reach the platform as the same password under the setting. */
export function samePassword(a: string, b: string, mode: PasswordCase | undefined): boolean {
  return mode === undefined ? a === b : applyPasswordCase(a, mode) === applyPasswordCase(b, mode);
}
