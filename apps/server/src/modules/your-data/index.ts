// The your-data module's public face: the only file another module, the CLI or main.ts may import.
export { eraseAccount, requestDeletion, verifyDeletionRequest } from './deletion.ts';
export { buildExport, requestExport } from './export.ts';
export { type ExportSection, exportSections } from './export-sections.ts';
export { deletionPolicy, type ColumnFate, type TablePolicy } from './policy.ts';
export { yourDataRoutes } from './routes.ts';
export {
  defineYourDataJobs,
  listDueYourData,
  queueYourDataSweep,
  yourDataSweepCron,
  yourDataSweepJob,
} from './jobs.ts';
