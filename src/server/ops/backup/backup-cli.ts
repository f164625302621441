// npm run backup -- <archive>: the database `npm start` would serve (DATABASE_URL, else PGlite under
// QUORUM_DATA_DIR) and its uploaded media, into one archive (docs/reference/operations.md).
import { runBackup } from "./backup";
import { logTo, readArguments, runCommand } from "./cli";
import { placeFromEnv } from "./place";

runCommand("backup", async () => {
  const { target, force } = readArguments("npm run backup -- <archive.tar.gz>");
  if (force) throw new Error("backup takes no --force: it never overwrites an archive");
  await runBackup({ archive: target, place: placeFromEnv(process.env), log: logTo("backup") });
});
