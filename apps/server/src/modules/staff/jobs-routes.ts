import { staffJobParamsSchema, staffJobsResponseSchema } from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { notFound } from '../../lib/errors.ts';
import { audited } from './audit.ts';
import { actorOf, errors, security, tags } from './route-shared.ts';

/** Issue 31: the job queue's state for the back office overview, and retrying a failed job (audited). */
export async function jobsRoutes(app: App) {
  const { jobs } = app.deps;

  app.get(
    '/jobs/',
    {
      schema: {
        tags,
        summary: 'The job queue by kind (waiting, active, failed, completed) and the latest failed jobs',
        security,
        response: { 200: staffJobsResponseSchema, ...errors },
      },
    },
    async () => {
      const [queues, failed] = await Promise.all([jobs.counts(), jobs.failed(20)]);
      return { queues, failed };
    },
  );

  app.post(
    '/jobs/:kind/:id/retry/',
    {
      schema: {
        tags,
        summary: 'Put a failed job back on the queue (audited)',
        security,
        params: staffJobParamsSchema,
        response: { 200: staffJobsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const failed = await jobs.failed(1000);
      if (!failed.some((job) => job.kind === kind && job.id === id)) throw notFound('No failed job has this id.');
      await audited(app.deps, actorOf(request), async () => {
        await jobs.retry(kind, id);
        return { result: null, audit: { action: 'job.retry', targetType: 'job', targetId: id, detail: { kind } } };
      });
      const [queues, latest] = await Promise.all([jobs.counts(), jobs.failed(20)]);
      return { queues, failed: latest };
    },
  );
}
