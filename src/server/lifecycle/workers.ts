// Several server processes on one port (docs/reference/operations.md#several-processes): node:cluster's primary
// migrates and seeds once (main.ts), then forks QUORUM_WORKERS workers that share the listening socket. The primary
// only supervises: it forwards stop signals (each worker drains, lifecycle/drain.ts), restarts a worker that dies
// unexpectedly after a backoff, and gives up when a worker dies before the first start completed (a wrong setting
// would otherwise restart forever).
import cluster, { type Worker } from "node:cluster";
import os from "node:os";

/** Workers beyond this are refused: a typo (300 for 3) must not fork hundreds of processes. */
const MAX_WORKERS = 64;
/** A worker that served this long before dying restarts after the base delay again. */
const HEALTHY_UPTIME_MS = 60_000;
const RESTART_BASE_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** After the stop was forwarded: each worker drains within 10 s (drain.ts), then exits. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * QUORUM_WORKERS: unset or "auto" = one per core on PostgreSQL, 1 on PGlite (one process owns its data dir, so more
 * are refused rather than corrupting it). Throws with the message to print.
 */
export function readWorkerCount(
  value: string | undefined,
  engine: "pglite" | "postgres",
  cores = os.availableParallelism(),
): number {
  const text = (value ?? "").trim();
  if (text === "" || text === "auto") return engine === "postgres" ? Math.max(1, cores) : 1;
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_WORKERS)
    throw new Error(
      `QUORUM_WORKERS must be a number of processes from 1 to ${MAX_WORKERS} or "auto", not "${value}".`,
    );
  if (engine === "pglite" && count > 1)
    throw new Error(
      `QUORUM_WORKERS=${count} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) is owned by one ` +
        "process. Unset QUORUM_WORKERS (or set 1) to serve from the data dir, or move to PostgreSQL first.",
    );
  return count;
}

export interface SuperviseOptions {
  count: number;
  /** Called once, when every first worker listens: the banner. */
  onServing: (pids: number[]) => void;
  log?: (line: string) => void;
}

function describeExit(code: number | null, signal: string | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Forks the workers and supervises them until a SIGINT/SIGTERM stop has been forwarded and every worker exited.
 * Resolves with the exit code for the primary: 0 when every worker stopped cleanly.
 */
export function superviseWorkers(options: SuperviseOptions): Promise<number> {
  const log = options.log ?? console.log;
  const live = new Map<Worker, number>(); // worker → when it was forked
  const listening = new Set<Worker>();
  let serving = false;
  let stopping = false;
  let exitCode = 0;
  let streak = 0; // deaths in a row of workers that did not live HEALTHY_UPTIME_MS
  const restarts = new Set<NodeJS.Timeout>();
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    finish = resolve;
  });

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker, Date.now());
    worker.on("exit", (code, signal) => onExit(worker, code, signal));
  };

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of live.keys()) worker.process.kill(signal);
    if (stopping) return; // a repeated signal is only forwarded
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    if (live.size === 0) finish(exitCode);
    setTimeout(() => {
      for (const worker of live.keys()) {
        log(
          `Server process ${worker.process.pid} did not stop within ${STOP_TIMEOUT_MS / 1000} s: killing it.`,
        );
        exitCode = 1;
        worker.process.kill("SIGKILL");
      }
    }, STOP_TIMEOUT_MS).unref();
  };

  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    const forkedAt = live.get(worker) ?? Date.now();
    const wasListening = listening.has(worker);
    live.delete(worker);
    listening.delete(worker);
    if (stopping) {
      // One still loading its code when the signal came dies of it: nothing was in flight there.
      if (code !== 0 && wasListening) exitCode = 1;
      if (live.size === 0) finish(exitCode);
      return;
    }
    if (!serving) {
      log(`A server process exited before serving (${describeExit(code, signal)}): stopping the others.`);
      exitCode = 1;
      stopAll("SIGTERM");
      return;
    }
    streak = Date.now() - forkedAt >= HEALTHY_UPTIME_MS ? 0 : streak + 1;
    const delay = Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** Math.max(0, streak - 1));
    log(
      `Server process ${worker.process.pid} died (${describeExit(code, signal)}); starting another in ${delay / 1000} s.`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delay);
    restarts.add(timer);
  };

  cluster.on("listening", (worker) => {
    listening.add(worker);
    if (serving) log(`Server process ${worker.process.pid} is serving.`);
    else if (listening.size === options.count && !stopping) {
      serving = true;
      options.onServing([...listening].map((w) => w.process.pid ?? 0));
    }
  });

  // Prepended: an operator's repeated signal reaches the workers before stop-signals.ts exits this process.
  for (const name of ["SIGINT", "SIGTERM"] as const) process.prependListener(name, () => stopAll(name));

  for (let i = 0; i < options.count; i++) fork();
  return done;
}
