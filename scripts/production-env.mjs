// Loaded first by `npm run serve` (node --import): the server runs as deployed, with React's production server build,
// unless NODE_ENV says otherwise (docs/reference/server-rendering.md#production-mode).
process.env.NODE_ENV ??= "production";
