// What processes of a benchmark use, read from /proc (Linux): CPU time and resident memory, for
// the api processes (a process group started by startApi) and the throw-away PostgreSQL server.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      // What its children that ended (and were waited for) used: kept when they are gone.
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null; // gone meanwhile
  }
}

const cmdlineOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

const allPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** A process and every process below it. */
export function processTree(rootPid) {
  const children = new Map();
  for (const pid of allPids()) {
    const stat = statOf(pid);
    if (!stat) continue;
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const tree = [];
  const visit = (pid) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

/** The postmaster of the PostgreSQL server listening on `port` (its backends are below it). */
export function postmasterOf(port) {
  return allPids().find((pid) => {
    const cmdline = cmdlineOf(pid);
    return /postgres/.test(cmdline) && cmdline.includes(`-p ${port}`);
  });
}

/**
 * CPU seconds a process tree has used so far, counting the processes of it that have ended
 * (a PostgreSQL backend that closed), so the figure only grows.
 */
export function treeCpuSeconds(rootPid) {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    const stat = statOf(pid);
    if (stat) ticks += stat.ticks + stat.childTicks;
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * CPU seconds the whole machine has spent busy so far, all cores together (every state of
 * /proc/stat but idle and waiting for I/O): what no tree above counts shows here.
 */
export function machineBusySeconds() {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, ...ticks] = cpu.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** Resident memory of a process, in MB. */
export function residentMegabytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kilobytes / 1024);
  } catch {
    return 0;
  }
}

/** The api's own node process in a startApi process group: the one with the most memory. */
export function apiServerPid(groupPid) {
  const [largest] = processTree(groupPid)
    .map((pid) => ({ pid, rss: residentMegabytes(pid) }))
    .sort((a, b) => b.rss - a.rss);
  return largest?.pid ?? groupPid;
}
