// npm run move-to-postgres -- <postgres-url> [--force]: the embedded site under QUORUM_DATA_DIR into an empty
// PostgreSQL database (docs/reference/operations.md).
import { logTo, readArguments, runCommand } from "./cli";
import { runMove } from "./move-to-postgres";
import { placeFromEnv } from "./place";

runCommand("move-to-postgres", async () => {
  const { target, force } = readArguments(
    "npm run move-to-postgres -- <postgres://user@host/database> [--force]",
  );
  if (!/^postgres(ql)?:\/\//.test(target))
    throw new Error(`"${target}" is not a PostgreSQL URL (postgres://user:password@host:port/database)`);
  await runMove({
    url: target,
    dataDir: placeFromEnv(process.env).dataDir,
    force,
    log: logTo("move-to-postgres"),
  });
});
