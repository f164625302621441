#!/usr/bin/env node
// `npm run serve` (and `npm start` after its build): the server from its bundle (scripts/server-bundle.mjs), built
// first when a source changed. Stack traces point into src/ through the bundle's source map.
import { pathToFileURL } from "node:url";
import { ensureServerBundle } from "./server-bundle.mjs";

process.setSourceMapsEnabled(true);
await import(pathToFileURL(await ensureServerBundle()).href);
