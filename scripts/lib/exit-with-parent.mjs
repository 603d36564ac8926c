// @ts-check
// Plain JavaScript on purpose: it is preloaded into the Auth emulator too, which runs without a
// TypeScript loader (one would slow the emulator's start by seconds).
import net from 'node:net';

/**
 * Loaded with `--import` into every process `npm start` runs (the API, the Google simulator, the
 * Auth emulator). The parent passes the reading end of a pipe as file descriptor
 * KAMPA_PARENT_PIPE_FD and keeps the writing end: when the parent dies, however (even SIGKILL),
 * the kernel closes it, and this process stops itself with KAMPA_PARENT_EXIT_SIGNAL, the signal
 * it stops cleanly on (the emulator exports its accounts on SIGINT). Nothing outlives `npm start`.
 */
const fd = Number(process.env.KAMPA_PARENT_PIPE_FD);
const exitSignal = /** @type {NodeJS.Signals} */ (
  process.env.KAMPA_PARENT_EXIT_SIGNAL ?? 'SIGTERM'
);
// Not for our own children: the descriptor is ours alone.
delete process.env.KAMPA_PARENT_PIPE_FD;
delete process.env.KAMPA_PARENT_EXIT_SIGNAL;

if (Number.isInteger(fd) && fd > 2) {
  const pipe = new net.Socket({ fd, readable: true, writable: false });
  let isOrphaned = false;
  const onParentGone = () => {
    if (isOrphaned) return;
    isOrphaned = true;
    // Our stdout and stderr were pipes to the parent too: a write to them now fails (EPIPE),
    // which must not crash the clean shutdown below.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
    process.kill(process.pid, exitSignal);
  };
  pipe.on('error', () => undefined);
  pipe.on('end', onParentGone);
  pipe.on('close', onParentGone);
  pipe.resume();
  // The watch must not keep this process alive by itself.
  pipe.unref();
}
