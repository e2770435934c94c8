// Compile-time checks of the AppRouter type (run by `tsc`, never executed).
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../src/trpc/app-router';
import type { InputOf, OutputOf } from '@casino/shared/catalog/index';

type In = inferRouterInputs<AppRouter>;
type Out = inferRouterOutputs<AppRouter>;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const ok = <T extends true>() => undefined as unknown as T;

ok<Equal<In['account']['playerInfo'], InputOf<'account.playerInfo'>>>();
ok<Equal<Out['games']['providers'], OutputOf<'games.providers'>>>();
ok<Equal<AppRouter['account']['playerInfo']['_def']['type'], 'query'>>();
ok<Equal<AppRouter['account']['modify']['_def']['type'], 'mutation'>>();
ok<Equal<AppRouter['session']['login']['_def']['type'], 'mutation'>>();
ok<Equal<Out['session']['current']['loggedIn'], boolean>>();
ok<Equal<Out['auth']['token']['loggedIn'], boolean>>();
ok<Equal<Out['kyc']['downloadPlayerPicture'], { url: string }>>();

import { createTRPCClient, httpBatchLink } from '@trpc/client';
export async function clientCompiles() {
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
  const _view = await client.session.login.mutate({
    loginType: 'email',
    account: 'a@b.co',
    password: 'secret1',
  });
  ok<Equal<typeof _view.loggedIn, boolean>>();
  await client.account.playerInfo.query({});
  await client.session.current.query();
  // @ts-expect-error queries have no mutate
  await client.session.current.mutate();
}

// Every catalog procedure the gateway does not replace is served, with its entry's kind, input and output.
import type { EntryOf, ProcedureName } from '@casino/shared/catalog/index';
import type { OverriddenProcedure } from '../src/trpc/gateway-catalog';
type Served = Exclude<ProcedureName, OverriddenProcedure>;
type KindOf<X> = X extends { _def: { type: infer K } } ? K : never;
/** Per procedure of the router: never when it is not a served catalog entry or matches it, else its path. */
type Mismatch<
  G extends keyof AppRouter & keyof In & keyof Out,
  N extends string,
> = `${G}.${N}` extends infer P extends Served
  ? N extends keyof In[G] & keyof Out[G] & keyof AppRouter[G]
    ? [
        Equal<In[G][N], InputOf<P>>,
        Equal<Out[G][N], OutputOf<P>>,
        Equal<KindOf<AppRouter[G][N]>, EntryOf<P>['kind']>,
      ] extends [true, true, true]
      ? never
      : P
    : P
  : never;
type Groups = keyof In & keyof Out & keyof AppRouter & string;
type Mismatched = {
  [G in Groups]: { [N in keyof In[G] & string]: Mismatch<G, N> }[keyof In[G] & string];
}[Groups];
type Paths = { [G in Groups]: `${G}.${keyof In[G] & string}` }[Groups];
ok<[Mismatched] extends [never] ? true : false>();
ok<[Exclude<Served, Paths>] extends [never] ? true : false>();
ok<Equal<Out['gameWallets']['statements']['list'][number]['id'], string>>();
ok<Equal<In['session']['setLanguage'], { language: 'ja-JP' | 'en-US' }>>();
