import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths';

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

/** A Node process Kampa runs (the API, the Google simulator, the Auth emulator). */
export type NodeChild = {
  name: string;
  pid: number;
  process: ChildProcess;
  /** Resolves when it has exited, however. */
  exited: Promise<ExitStatus>;
  /** What it printed lately, for error messages. */
  output: () => string;
  /** Asks it to stop (its clean-stop signal), then kills it after `timeoutMs`. */
  stop: (timeoutMs?: number) => Promise<void>;
};

// (createRequire, not import.meta.resolve: Vitest's module runner lacks the latter.)
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const EXIT_WITH_PARENT = pathToFileURL(
  path.join(REPO_ROOT, 'scripts/lib/exit-with-parent.mjs'),
).href;
const OUTPUT_CHUNKS = 400;

export const describeExit = ({ code, signal }: ExitStatus): string =>
  signal ? `killed by ${signal}` : `exit code ${code}`;

/**
 * Runs `args` (a script and its arguments) in a new Node process, TypeScript unless
 * `isTypeScript` is false. The process stops itself with `stopSignal` if we die (see
 * exit-with-parent.mjs), so it can never outlive us; `stop()` uses the same signal.
 */
export const spawnNodeChild = (options: {
  name: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  stopSignal: NodeJS.Signals;
  isTypeScript?: boolean;
  /** Its own process group, out of reach of a terminal's Ctrl-C. */
  isDetached?: boolean;
  onOutput?: (text: string) => void;
}): NodeChild => {
  const child = spawn(
    process.execPath,
    [
      ...(options.isTypeScript === false ? [] : ['--import', TSX_LOADER]),
      '--import',
      EXIT_WITH_PARENT,
      ...options.args,
    ],
    {
      cwd: options.cwd ?? REPO_ROOT,
      env: {
        ...process.env,
        ...options.env,
        KAMPA_PARENT_PIPE_FD: '3',
        KAMPA_PARENT_EXIT_SIGNAL: options.stopSignal,
      },
      // fd 3: the pipe whose closing tells the child we are gone.
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: options.isDetached ?? false,
    },
  );
  const chunks: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    chunks.push(text);
    if (chunks.length > OUTPUT_CHUNKS) chunks.shift();
    options.onOutput?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.stdio[3]?.on('error', () => undefined);

  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      child.stdio[3]?.destroy();
      resolve({ code, signal });
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async (timeoutMs = 15_000) => {
    if (hasExited()) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.kill(options.stopSignal);
    await exited;
    clearTimeout(timer);
  };

  return {
    name: options.name,
    pid: child.pid ?? 0,
    process: child,
    exited,
    output: () => chunks.join(''),
    stop,
  };
};

/**
 * Waits until `url` answers 2xx (and `isReady`, when given, holds); fails early with the child's
 * output if it exits first, or when `signal` aborts (Kampa is stopping).
 */
export const waitForHealth = async (
  url: string,
  child: Pick<NodeChild, 'name' | 'exited' | 'output'>,
  timeoutMs: number,
  signal?: AbortSignal,
  isReady: () => boolean = () => true,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let exit: ExitStatus | null = null;
  void child.exited.then((status) => (exit = status));
  while (Date.now() < deadline) {
    if (exit) throw new Error(`${child.name} exited (${describeExit(exit)}):\n${child.output()}`);
    if (signal?.aborted) throw new Error(`${child.name}: start cancelled`);
    // A port held by something that never answers must not hang the wait.
    const isUp = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp && isReady()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${child.name} did not answer ${url} in ${timeoutMs} ms:\n${child.output()}`);
};
