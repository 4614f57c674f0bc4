import { benchmarksReplySchema } from '@exitcraft/shared/schemas/benchmarks';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { benchmarksFor, defineBenchmarkJobs } from './service.ts';

/** Issue 30: how the owner compares (decision 038). */
export async function benchmarkRoutes(app: App) {
  const { db, clock, config } = app.deps;
  // the day's histograms are frozen by a job on the queue just after midnight (main.ts schedules it)
  defineBenchmarkJobs(app.deps);

  app.get(
    '/benchmarks/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reports'],
        summary:
          'The caller’s readiness score and assessment figures placed among all owners and among owners of the same industry and size (as frozen at the start of the day, UTC)',
        security: [{ bearer: [] }],
        response: { 200: benchmarksReplySchema },
      },
    },
    async (request) => benchmarksFor(db, currentUser(request).id, clock.now(), config.BENCHMARK_MIN_COHORT),
  );
}
