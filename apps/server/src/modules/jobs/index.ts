// The jobs module's public face: the queue every background task runs on (decision 039).
export { createJobQueue } from './queue.ts';
export { jobsLifecycle } from './lifecycle.ts';
export type { JobCounts, JobHandler, JobOutcome, JobQueue } from '../../core/job-queue.ts';
