export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}
export declare function blockingOnCpu(
  traceEvents: readonly TraceEvent[],
): { onCpu: number | null; cpuTbt: number } | null;
