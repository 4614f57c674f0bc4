// The benchmarks module's public face: the only file another module may import.
export { benchmarkRoutes } from './routes.ts';
export { benchmarksBuildCron, benchmarksBuildJob, defineBenchmarkJobs } from './service.ts';
