// Debian's nginx as a reverse proxy in front of Quorum processes, for the two-process test and bench:cluster: its
// own config, logs and pid file in a temp dir, loopback only, in the foreground as a child process (stopped with
// it). `node scripts/ensure-deps.mjs nginx` installs the package; `npm test` does before the PostgreSQL step.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

export interface NginxProxy {
  port: number;
  base: string;
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** nginx on PATH, else Debian's /usr/sbin/nginx (not on a normal user's PATH). */
export function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin"];
  return dirs.map((dir) => (dir ? path.join(dir, "nginx") : "")).find((file) => file && existsSync(file));
}

/**
 * The proxy of docs/reference/operations.md#several-processes, plus what a test needs: every response names the
 * process that answered (X-Quorum-Upstream), and a busy process is never taken out of the rotation (max_fails=0).
 */
function config(dir: string, port: number, upstreams: number[]): string {
  const tmp = (name: string) => `${name}_temp_path ${path.join(dir, "tmp", name)};`;
  return `worker_processes 1;
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 2048; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(tmp).join("\n  ")}
  upstream quorum {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join("\n    ")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 50m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_read_timeout 120s;
    add_header X-Quorum-Upstream $upstream_addr always;
    location / {
      proxy_pass http://quorum;
    }
    location = /api/v2/notifications/stream {
      proxy_pass http://quorum;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Starts nginx proxying to these loopback ports; resolves once it accepts connections. */
export async function startNginx(upstreams: number[]): Promise<NginxProxy> {
  const binary = findNginx();
  if (!binary) {
    throw new Error(
      "nginx is not installed: `node scripts/ensure-deps.mjs nginx` installs Debian's package (npm test does).",
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "quorum-nginx-"));
  chmodSync(dir, 0o755); // nginx's workers run as an unprivileged user when the master is root
  mkdirSync(path.join(dir, "tmp"), { mode: 0o755 }); // nginx makes the temp dirs inside, not this one
  const port = await freePort();
  writeFileSync(path.join(dir, "nginx.conf"), config(dir, port, upstreams));
  const errorFile = path.join(dir, "error.log");
  const child = spawn(
    binary,
    ["-p", dir, "-c", "nginx.conf", "-e", errorFile, "-g", `daemon off; pid ${path.join(dir, "nginx.pid")};`],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const errorLog = () => `${output}${existsSync(errorFile) ? readFileSync(errorFile, "utf8") : ""}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, base: `http://127.0.0.1:${port}`, errorLog, stop };
}
