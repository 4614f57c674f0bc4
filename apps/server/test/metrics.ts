import type { Registry } from 'prom-client';

/** The value of one sample line of a registry, e.g. `exitcraft_client_errors_total{kind="render"}`; 0 when absent. */
export async function sampleOf(registry: Registry, series: string): Promise<number> {
  const text = await registry.metrics();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** Reads a series now, and later says how much it grew. */
export async function growthOf(registry: Registry, series: string): Promise<() => Promise<number>> {
  const before = await sampleOf(registry, series);
  return async () => (await sampleOf(registry, series)) - before;
}
