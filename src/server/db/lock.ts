// A single-writer lock for a PGlite data dir: a lock file holding our pid, stale when that pid is gone.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "quorum.lock");
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(readFileSync(file, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `The data dir ${dataDir} is in use by process ${holder}. Stop it, or set QUORUM_DATA_DIR to another folder.`,
      );
    }
    writeFileSync(file, String(process.pid)); // stale lock from a process that died
  }
  return () => rmSync(file, { force: true });
}
