/** "Remember me": the login name is kept in local storage (spec section 9), nothing else. */
const KEY = 'rememberedLoginName';

export function readRememberedLogin(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeRememberedLogin(loginName: string | null) {
  try {
    if (loginName) localStorage.setItem(KEY, loginName);
    else localStorage.removeItem(KEY);
  } catch {
    // storage disabled: nothing to remember
  }
}
