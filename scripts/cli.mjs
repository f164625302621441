#!/usr/bin/env node
// `npm run migrate | seed | backup | restore | move-to-postgres`: the command from the server's bundle
// (scripts/server-bundle.mjs), built first when a source changed. The command reads its own arguments, as if run
// alone: its name is taken off the command line before it loads.
import { pathToFileURL } from "node:url";
import { COMMANDS, commandEntry, ensureServerBundle } from "./server-bundle.mjs";

const [name] = process.argv.splice(2, 1);
if (!name || !Object.hasOwn(COMMANDS, name)) {
  console.error(`usage: node scripts/cli.mjs <${Object.keys(COMMANDS).join(" | ")}> [arguments]`);
  process.exit(2);
}
process.setSourceMapsEnabled(true);
await ensureServerBundle();
await import(pathToFileURL(commandEntry(name)).href);
