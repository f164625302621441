import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { afterAll } from "vitest";
const g = globalThis as unknown as { __prof?: Session; __profN?: number };
if (!g.__prof) {
  g.__prof = new Session();
  g.__prof.connect();
  await g.__prof.post("Profiler.enable");
  await g.__prof.post("Profiler.setSamplingInterval", { interval: 1000 });
  await g.__prof.post("Profiler.start");
  g.__profN = 0;
}
afterAll(async () => {
  const s = g.__prof!;
  const { profile } = await s.post("Profiler.stop");
  g.__profN! += 1;
  writeFileSync(`/tmp/apiprof2/${process.pid}-${g.__profN}.cpuprofile`, JSON.stringify(profile));
  await s.post("Profiler.start");
});
