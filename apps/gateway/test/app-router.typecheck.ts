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
