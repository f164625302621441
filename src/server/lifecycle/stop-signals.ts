// SIGINT and SIGTERM, watched from main.ts's first lines: a stop requested while the first seed runs rolls the seed
// back (db/seed/demo.ts checks `signal` between its steps); one requested while serving drains (drain.ts).
// Ctrl-C reaches every process of the terminal's group and `npm start` forwards it too, so the server gets the
// same stop two or three times at once: repeats within REPEAT_WINDOW_MS are that one stop. A signal after that
// exits at once: the operator insists (a seed's transaction is then rolled back by the database itself).
export interface StopSignals {
  /** Aborted by the first SIGINT or SIGTERM. */
  signal: AbortSignal;
  /** Resolves with the name of the first signal. */
  requested: Promise<NodeJS.Signals>;
}

const REPEAT_WINDOW_MS = 2_000;

export class StopRequested extends Error {
  constructor(readonly signalName: NodeJS.Signals) {
    super(`${signalName}: stop requested`);
  }
}

export function watchStopSignals(log: (line: string) => void = console.log): StopSignals {
  const controller = new AbortController();
  let firstAt = 0;
  let resolve: (name: NodeJS.Signals) => void = () => {};
  const requested = new Promise<NodeJS.Signals>((r) => {
    resolve = r;
  });
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      if (Date.now() - firstAt < REPEAT_WINDOW_MS) return;
      log(`${name} again: exiting now.`);
      process.exit(1);
    }
    firstAt = Date.now();
    log(`\n${name}: stopping…`);
    controller.abort(new StopRequested(name));
    resolve(name);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return { signal: controller.signal, requested };
}
