/**
 * Runs the kiosk's test stack by hand (for looking at the app): `pnpm --filter @casino/kiosk stack`.
 * Prints the launcher URL and a player to sign in with; Ctrl+C stops everything.
 */
import { ensureKioskBuild, startKioskStack } from './stack';

ensureKioskBuild();
const stack = await startKioskStack();
const player = await stack.createPlayer();
process.stdout.write(
  `kiosk: ${stack.launchUrl()}\nplayer: ${player.username} / ${player.password}\noperator: curl -H 'authorization: Bearer e2e-operator-credential-0123456789' ${stack.baseURL}/kiosk-api/ops/terminals\n`,
);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
