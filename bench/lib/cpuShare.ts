import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

interface ProcStat {
  ppid: number;
  /** user + system time of the process and of its children that ended, in seconds */
  cpu: number;
}

/** Every process's parent and CPU time (Linux /proc). */
function processTable(): Map<number, ProcStat> {
  const table = new Map<number, ProcStat>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces), from the 3rd: state, ppid, … utime (14), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
      table.set(Number(entry), { ppid: Number(fields[1]), cpu: (utime + stime + cutime + cstime) / TICKS_PER_SECOND });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** CPU seconds used so far by each process tree (a root and all its descendants). */
export function treeCpuSeconds(roots: readonly number[]): number[] {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const total = (pid: number): number => (table.get(pid)?.cpu ?? 0) + (children.get(pid) ?? []).reduce((a, c) => a + total(c), 0);
  return roots.map(total);
}

/** What a CPU time over a wall time is of the whole machine (every core). */
export const machineShare = (cpuSeconds: number, wallSeconds: number) => cpuSeconds / (wallSeconds * availableParallelism());
