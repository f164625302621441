// Timing of one request kind for the search bench: warm-up, then p50 / p95 / mean in milliseconds.

export interface Figures {
  p50: number;
  p95: number;
  mean: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function measure(
  label: string,
  runs: number,
  request: () => Promise<{ statusCode: number; body: string }>,
): Promise<Figures> {
  for (let i = 0; i < Math.max(3, Math.round(runs / 10)); i++) await request();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    const response = await request();
    times.push(performance.now() - began);
    if (response.statusCode !== 200)
      throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
  };
}

export function printFigures(title: string, rows: Record<string, Figures>): void {
  console.log(`\n${title}`);
  console.log(`${"".padEnd(44)}${"p50".padStart(9)}${"p95".padStart(9)}${"mean".padStart(9)}`);
  for (const [name, f] of Object.entries(rows)) {
    console.log(
      `${name.padEnd(44)}${f.p50.toFixed(1).padStart(9)}${f.p95.toFixed(1).padStart(9)}${f.mean.toFixed(1).padStart(9)}`,
    );
  }
}
