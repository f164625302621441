// npm run restore -- <archive> [--force]: into the empty database and media dir `npm start` would use
// (DATABASE_URL, else PGlite under QUORUM_DATA_DIR), then verified (docs/reference/operations.md).
import { logTo, readArguments, runCommand } from "./cli";
import { placeFromEnv } from "./place";
import { runRestore } from "./restore";

runCommand("restore", async () => {
  const { target, force } = readArguments("npm run restore -- <archive.tar.gz> [--force]");
  await runRestore({ archive: target, place: placeFromEnv(process.env), force, log: logTo("restore") });
});
