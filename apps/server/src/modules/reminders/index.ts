// The reminders module's public face: the only file another module (or the jobs CLI) may import.
export { reminderRoutes } from './routes.ts';
export { defineReminderJobs, listDue, runDue, sweepCron, sweepJob } from './service.ts';
