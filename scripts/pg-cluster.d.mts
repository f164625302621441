// Types for scripts/pg-cluster.mjs (plain ESM so that `npm test` can run it before any TypeScript tooling).
export interface Cluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

export function findPostgresBinDir(): string | undefined;
export function ensurePostgres(): string;
export function startCluster(options?: { port?: number; stopOnExit?: boolean }): Promise<Cluster>;
