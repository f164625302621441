// The JavaScript a guest downloads for the first view: the scripts and modulepreloads that dist/client/index.html
// references, gzipped; every other chunk loads lazily and is reported apart.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface ClientSize {
  firstViewGzipBytes: number;
  firstViewFiles: string[];
  lazyGzipBytes: number;
  lazyFiles: number;
  cssGzipBytes: number;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** undefined when the client has not been built (no dist/client/index.html). */
export function measureClientSize(distDir: string): ClientSize | undefined {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, "utf8");
  const referenced = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith("<script") && /\bsrc=/.test(tag);
    const isPreload = /\brel=["']?modulepreload/.test(tag);
    const url = /\b(?:src|href)=["']?([^"' >]+)/.exec(tag)?.[1];
    if ((isScript || isPreload) && url && !/^[a-z]+:\/\//i.test(url)) referenced.add(url.replace(/^\//, ""));
  }
  const firstViewFiles = [...referenced].map((url) => path.join(distDir, url)).filter((f) => existsSync(f));
  const all = listFiles(distDir);
  const lazy = all.filter((f) => f.endsWith(".js") && !firstViewFiles.includes(f));
  const css = all.filter((f) => f.endsWith(".css"));
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(f), 0);
  return {
    firstViewGzipBytes: sum(firstViewFiles),
    firstViewFiles: firstViewFiles.map((f) => path.relative(distDir, f)),
    lazyGzipBytes: sum(lazy),
    lazyFiles: lazy.length,
    cssGzipBytes: sum(css),
  };
}
