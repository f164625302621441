// A single-writer lock for a PGlite data dir: a lock file holding our pid, stale when that pid is gone.
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, but another user's
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "quorum.lock");
  // Twice at most: a stale lock is removed, then taken as a new one, so two starts racing for it cannot both win.
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, "utf8"));
    } catch {
      if (attempt > 0)
        throw new DataDirLockedError(`The data dir ${dataDir} could not be locked: try again.`);
      continue; // removed meanwhile by another start: race for it again
    }
    if (holder === process.pid) return () => rmSync(file, { force: true });
    // An empty file is a start that has not written its pid yet, unless it is old.
    const starting = !holder && Date.now() - statSync(file).mtimeMs < 10_000;
    if (attempt > 0 || starting || (holder && isAlive(holder))) {
      throw new DataDirLockedError(
        `The data dir ${dataDir} is in use by process ${holder || "(starting)"}: the embedded database (PGlite) is ` +
          "owned by one process, and a second one would corrupt it. Stop that process, or set QUORUM_DATA_DIR to " +
          "another folder; to run several processes, use PostgreSQL (DATABASE_URL).",
      );
    }
    rmSync(file, { force: true }); // stale: left by a process that died
  }
}
