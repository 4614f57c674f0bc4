/** The job queue's face (decision 039); modules/jobs builds it over pg-boss. */

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

export interface JobLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobCounts {
  kind: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
}

export interface JobOutcome {
  kind: string;
  id: string;
  ok: boolean;
  error?: string;
}

export interface JobQueue {
  /**
   * Say what runs a kind of job (before start). `retryLimit`: how many more tries after a failure.
   * `onePerKey`: at most one job of the kind waits per key (enqueue's `key`); a second enqueue of
   * a key already waiting is dropped. Every enqueue of such a kind must give a key.
   */
  define<T>(
    kind: string,
    handler: JobHandler<T>,
    options?: { retryLimit?: number; retryDelaySeconds?: number; onePerKey?: boolean },
  ): void;
  /**
   * Put a job on the queue; `startAfter` holds it until then; `key` names what it is about (for a
   * `onePerKey` kind). Answers the job's id, or null when a job with that key is already waiting.
   */
  enqueue(kind: string, data: object, options?: { startAfter?: Date; key?: string }): Promise<string | null>;
  /** Run a kind on a cron schedule (UTC); with several instances each tick runs once. */
  schedule(kind: string, cron: string, data?: object): Promise<void>;
  /** Open the queue (creating its schema on first use); `work` also polls and runs jobs in the background. */
  start(options?: { work?: boolean; log?: JobLog }): Promise<void>;
  /**
   * Whether the queue is open: enqueue throws until start has finished (main.ts starts it after the
   * port opens, and stops it on shutdown). Work asked for meanwhile is left where a sweep finds it.
   */
  isStarted(): boolean;
  /** Run every job that is due now, of every defined kind, until none is left (the CLI's run-due; tests). */
  drain(): Promise<JobOutcome[]>;
  /** Jobs of each defined kind by state, for the back office. */
  counts(): Promise<JobCounts[]>;
  /** Put a failed job back on the queue (staff's "retry"). */
  retry(kind: string, id: string): Promise<void>;
  /** The failed jobs of every kind, newest first. */
  failed(limit?: number): Promise<{ kind: string; id: string; failed_at: string; error: string }[]>;
  stop(): Promise<void>;
  /** Every job outcome, for /metrics (kind, ok or failed). */
  onOutcome(listener: (outcome: JobOutcome) => void): void;
}
