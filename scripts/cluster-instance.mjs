// Loaded with `node --import` into every instance `npm run cluster` starts (scripts/cluster.mjs).
// The supervisor talks to its instances over an IPC channel; if the supervisor dies without
// stopping them (SIGKILL, a crash), the channel closes and the instance shuts down as on SIGTERM
// (stops being ready, drains, exits) instead of living on as an orphan holding its port.
if (process.channel) {
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
