// Metrics of several server processes on one port (QUORUM_WORKERS, lifecycle/workers.ts): a scrape of /metrics
// reaches whichever worker the kernel picks, so each worker asks the primary, which gathers every worker's registry
// through prom-client's AggregatorRegistry (counters and histograms summed; see metrics.ts for the exceptions) and
// answers. Prometheus then sees one server, whichever worker it reached. A lone process answers its own registry.
import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

const REQUEST = "quorum:metrics-request";
const RESPONSE = "quorum:metrics-response";
/** prom-client's primary gives up on a silent worker after 5 s; a worker waits a little longer for the primary. */
const PRIMARY_TIMEOUT_MS = 6_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsResponse {
  type: typeof RESPONSE;
  id: number;
  text?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T["type"]): message is T {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;
}

/** In the cluster's primary, before forking: answers the workers' requests for the aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id: message.id, text } satisfies MetricsResponse),
      (error: unknown) =>
        worker.send({ type: RESPONSE, id: message.id, error: String(error) } satisfies MetricsResponse),
    );
  });
}

/** What /metrics answers: the cluster's metrics in a worker, this registry's in a lone process. */
export function metricsText(registry: Registry): () => Promise<string> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return () => registry.metrics();
  // This registry is the one the primary aggregates; constructing an AggregatorRegistry in a worker adds
  // prom-client's listener that answers the primary's requests.
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  let next = 0;
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        process.off("message", onMessage);
        reject(new Error("The primary process did not answer with the metrics."));
      }, PRIMARY_TIMEOUT_MS);
      function onMessage(message: unknown): void {
        if (!isMessage<MetricsResponse>(message, RESPONSE) || message.id !== id) return;
        clearTimeout(timer);
        process.off("message", onMessage);
        if (message.text !== undefined) resolve(message.text);
        else reject(new Error(message.error ?? "No metrics from the primary process."));
      }
      process.on("message", onMessage);
      send({ type: REQUEST, id } satisfies MetricsRequest);
    });
}
