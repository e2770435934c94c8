/**
 * Referral and affiliate parameters from the landing URL (?referCode= or ?ref=, ?btag=, ?affiliateId=
 * or ?aff=). Kept for the browser session so that they survive the visitor's way to the registration
 * form, and sent with create_account.
 */
const KEY = 'signupParams';

export interface SignupParams {
  referCode?: string;
  btag?: string;
  affiliateId?: string;
}

function clean(value: string | null, max: number): string | undefined {
  const v = value?.trim();
  return v ? v.slice(0, max) : undefined;
}

export function captureSignupParams(search: string): SignupParams {
  const q = new URLSearchParams(search);
  const fromUrl: SignupParams = {
    referCode: clean(q.get('referCode') ?? q.get('ref'), 20),
    btag: clean(q.get('btag'), 128),
    affiliateId: clean(q.get('affiliateId') ?? q.get('aff'), 64),
  };
  let saved: SignupParams = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as SignupParams;
  } catch {
    saved = {};
  }
  const merged: SignupParams = {
    referCode: fromUrl.referCode ?? saved.referCode,
    btag: fromUrl.btag ?? saved.btag,
    affiliateId: fromUrl.affiliateId ?? saved.affiliateId,
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(merged));
  } catch {
    // storage disabled: the parameters only live as long as this page
  }
  return merged;
}
