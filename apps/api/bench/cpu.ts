import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (100 on Linux). */
const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; ticks: number };

const readStat = (pid: string): Stat | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const number = (index: number) => Number(fields[index] ?? 0);
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
    return {
      pid: Number(pid),
      ppid: number(1),
      ticks: number(11) + number(12) + number(13) + number(14),
    };
  } catch {
    return null;
  }
};

/**
 * CPU seconds used so far by every process below this one (the API, PostgreSQL and its backends,
 * the Auth emulator, the simulator), this process itself (the load generator) left out. Linux
 * only; elsewhere null. CPU time does not grow when other programs compete for the cores, so
 * per-request CPU compares routes fairly on a busy machine where latencies cannot.
 */
export const descendantsCpuSeconds = (): number | null => {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = entries.map(readStat).filter((stat): stat is Stat => stat !== null);
  const children = new Map<number, Stat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let ticks = 0;
  const queue = [...(children.get(process.pid) ?? [])];
  while (queue.length > 0) {
    const stat = queue.pop()!;
    ticks += stat.ticks;
    queue.push(...(children.get(stat.pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
};
