/**
 * Starts the e2e stack (platform + gateway serving apps/web/dist) and keeps it running, printing the
 * URLs: handy for looking at the built site by hand or for the bench. Ctrl-C stops it.
 */
import { startStack } from './stack';

const stack = await startStack();
console.log(JSON.stringify({ gatewayUrl: stack.gatewayUrl, platformUrl: stack.platformUrl }));
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
