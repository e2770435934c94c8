// Loaded into a process with `--import` (bench/profile-gateway.ts): SIGUSR2 starts the V8 CPU profiler,
// the next SIGUSR2 stops it and writes PROFILE_OUT, so the profile covers the load only (not start-up).
import { Session } from 'node:inspector';
import { renameSync, writeFileSync } from 'node:fs';

const session = new Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post(
      'Profiler.setSamplingInterval',
      { interval: Number(process.env.PROFILE_INTERVAL_US ?? 200) },
      () => session.post('Profiler.enable', () => session.post('Profiler.start')),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (err, res) => {
    if (err) return;
    // Written whole under another name first: the bench waits for the final name to appear.
    const out = process.env.PROFILE_OUT ?? '/tmp/gateway.cpuprofile';
    writeFileSync(`${out}.part`, JSON.stringify(res.profile));
    renameSync(`${out}.part`, out);
  });
});
