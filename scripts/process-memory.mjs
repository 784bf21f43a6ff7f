import { readFileSync } from 'node:fs';

/** Resident memory of a process and its children (tsx runs the simulator in a child), in MB; null off Linux. */
export function residentMegabytes(pid) {
  try {
    const own = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return (
      (own ? Number(own[1]) / 1024 : 0) + children.reduce((sum, child) => sum + (residentMegabytes(child) ?? 0), 0)
    );
  } catch {
    return null;
  }
}
