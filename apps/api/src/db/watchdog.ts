import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * PostgreSQL does not notice when the process that started it dies (a SIGKILL, the out-of-memory
 * killer), and Node cannot ask the kernel to signal it then. So a tiny shell process holds the
 * reading end of a pipe whose writing end only we hold: when we die, for any reason, the kernel
 * closes it, `cat` returns, and the shell asks the server for a fast shutdown (SIGINT), escalating
 * to an immediate one (SIGQUIT) if it hangs. A shell, not Node: it survives "kill every node
 * process" too, and costs about a megabyte.
 *
 * It acts only while postmaster.pid still names the server it watches, so a server stopped (and
 * perhaps started again) by us in the meantime is never touched.
 */
const SCRIPT = `
cat >/dev/null 2>&1
pidfile="$1/postmaster.pid"
pid="$2"
names_server() { [ "$(head -n 1 "$pidfile" 2>/dev/null)" = "$pid" ] && kill -0 "$pid" 2>/dev/null; }
names_server || exit 0
kill -INT "$pid" 2>/dev/null
n=0
while names_server; do
  n=$((n + 1))
  [ "$n" -eq 300 ] && kill -QUIT "$pid" 2>/dev/null
  [ "$n" -ge 450 ] && exit 1
  sleep 0.1
done
`;

export type Watchdog = {
  pid: number;
  /** Ends the watch (after a clean stop the server is gone, so the shell just exits). */
  release: () => void;
};

/** Watches PostgreSQL `serverPid` in `dataDir` on behalf of this process; null on Windows. */
export const startWatchdog = (dataDir: string, serverPid: number): Watchdog | null => {
  if (process.platform === 'win32') return null;
  const child = spawn(
    '/bin/sh',
    ['-c', SCRIPT, 'kampa-postgres-watchdog', dataDir, String(serverPid)],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      // Its own process group: a terminal's Ctrl-C is for us, not for it.
      detached: true,
    },
  );
  // Neither the process nor the pipe may keep this process alive.
  child.unref();
  const pipe = child.stdin as Socket | null;
  pipe?.on('error', () => undefined);
  pipe?.unref();
  return {
    pid: child.pid ?? 0,
    release: () => {
      pipe?.destroy();
    },
  };
};
