// The machine's 1-minute load average, sampled through the run: other work on a shared machine skews every figure,
// so the report says how busy the machine was while it measured.
import os from "node:os";

export interface LoadAverage {
  start: number;
  mean: number;
  max: number;
  end: number;
  samples: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function sampleLoadAverage(everyMs = 5_000): { stop(): LoadAverage } {
  const samples = [os.loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(os.loadavg()[0] ?? 0), everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      samples.push(os.loadavg()[0] ?? 0);
      return {
        start: round(samples[0] ?? 0),
        mean: round(samples.reduce((total, value) => total + value, 0) / samples.length),
        max: round(Math.max(...samples)),
        end: round(samples.at(-1) ?? 0),
        samples: samples.length,
      };
    },
  };
}
