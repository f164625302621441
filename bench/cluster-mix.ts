// The request mix of bench:cluster (bench/cluster-load.ts): each of the concurrent clients (an autocannon
// connection) sends page reads as a guest, page reads as a signed-in member and a member's comment (one request in
// ten by default). Every comment answered 201 is recorded by id, to be looked for afterwards.
import autocannon from "autocannon";

const BROWSER = {
  accept: "text/html,application/json;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
};

export interface MixTargets {
  /** Discussions a guest may read (their pages are requested at random). */
  readable: number[];
  /** Open discussions the members may comment in. */
  commentable: number[];
  /** Session cookies ("quorum_session=…") of signed-in members. */
  cookies: string[];
  /** Share of requests that are a member's comment, in percent; the rest are reads. */
  writePercent: number;
}

export interface MixResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Responses by status code, plus "connection errors" (resets, refusals) and "timeouts". */
  byStatus: Record<string, number>;
  /** Comment ids answered 201. */
  acknowledged: number[];
}

const pick = <T>(values: T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error("nothing to pick from");
  return value;
};

/**
 * One request slot that every client fills at random each time: a member's comment (writePercent of them), else a
 * read, five in nine as a guest (home, the discussion list, a discussion, the categories, the list API) and four as a
 * member (one of the signed-in sessions at random). At random rather than a fixed cycle, so that every client writes
 * from its first seconds.
 */
function mix(targets: MixTargets, acknowledged: number[]): autocannon.Request[] {
  // autocannon hands a request's build and its answer the same context object (one request at a time per client).
  const posting = new WeakSet<object>();
  let written = 0;
  const home = () => "/";
  const list = () => "/discussions";
  const discussion = () => `/discussion/${pick(targets.readable)}`;
  const reads = [
    home,
    list,
    discussion,
    () => "/categories",
    () => "/api/v2/discussions?limit=30&expand=insertUser",
  ];
  const memberReads = [home, list, discussion, () => "/api/v2/users/me-counts"];
  const setupRequest = (request: autocannon.Request, context: object): autocannon.Request => {
    const writes = Math.random() * 100 < targets.writePercent;
    const slot = writes ? 9 : Math.floor(Math.random() * 9);
    if (writes) posting.add(context);
    else posting.delete(context);
    if (slot < 5)
      return { ...request, method: "GET", path: (reads[slot] ?? home)(), headers: BROWSER, body: "" };
    const member = { ...BROWSER, cookie: pick(targets.cookies) };
    if (slot < 9) {
      const path = (memberReads[slot - 5] ?? home)();
      return { ...request, method: "GET", path, headers: member, body: "" };
    }
    return {
      ...request,
      method: "POST",
      path: "/api/v2/comments",
      headers: { ...member, "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({
        discussionID: pick(targets.commentable),
        body: `Bench comment ${++written}: a member replies while the others read.`,
        format: "markdown",
      }),
    };
  };
  const onResponse = (status: number, body: string, context: object) => {
    if (!posting.has(context) || status !== 201) return;
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "commentID" in parsed) {
      acknowledged.push(Number(parsed.commentID));
    }
  };
  return [{ method: "GET", path: "/", headers: BROWSER, setupRequest, onResponse }];
}

/** Runs the mix against `base` for durationSeconds with `connections` clients. */
export async function runMix(
  base: string,
  targets: MixTargets,
  load: { connections: number; durationSeconds: number },
): Promise<MixResult> {
  const acknowledged: number[] = [];
  const result = await autocannon({
    url: base,
    connections: load.connections,
    duration: load.durationSeconds,
    timeout: 30,
    requests: mix(targets, acknowledged),
  });
  const byStatus: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    byStatus[status] = stats.count ?? 0;
  }
  if (result.timeouts) byStatus.timeouts = result.timeouts;
  if (result.errors - result.timeouts > 0) byStatus["connection errors"] = result.errors - result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    byStatus,
    acknowledged,
  };
}
