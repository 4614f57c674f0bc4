import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirBusyError, openDatabase } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import type { AppDeps } from '../core/deps.ts';
import { defineReminderJobs, listDue, runDue } from '../modules/reminders/index.ts';
import { defineYourDataJobs, listDueYourData, queueYourDataSweep } from '../modules/your-data/index.ts';

export const usage = `Usage:
  npm run jobs -- due --at ISO_TIME       list the reminders that would be sent by then, the accounts
                                          that would be erased, and the jobs waiting
  npm run jobs -- run-due --at ISO_TIME   run them: queue the reminders and erasures due then, build
                                          the exports waiting, run every waiting job, send the mail

ISO_TIME is a moment such as 2026-12-01T09:00:00Z (default: now). Operators use run-due to catch
up after downtime and due to preview what a run would send. An account is never erased before its
cooling-off ends: a time later than now erases only the accounts due now. Against PostgreSQL
(DATABASE_URL) it runs beside the app; the embedded database serves one process at a time: stop
the app first.`;

export interface JobsIo {
  out(line: string): void;
  err(line: string): void;
}

function parseAt(args: string[]): Date | string {
  const index = args.indexOf('--at');
  if (index === -1) return new Date();
  const value = args[index + 1];
  const at = value ? new Date(value) : new Date(Number.NaN);
  if (!value || Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return `--at needs an ISO time such as 2026-12-01T09:00:00Z (got ${value ?? 'nothing'}).`;
  }
  return at;
}

/** Exit codes: 0 done, 1 a job failed, 2 the command was not understood. */
export async function runJobsCommand(args: string[], deps: AppDeps, io: JobsIo): Promise<number> {
  const [command] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(usage);
    return 0;
  }
  if (command !== 'due' && command !== 'run-due') {
    io.err(command ? `Unknown command "${command}".\n\n${usage}` : usage);
    return 2;
  }
  const at = parseAt(args.slice(1));
  if (typeof at === 'string') {
    io.err(`${at}\n\n${usage}`);
    return 2;
  }
  if (command === 'due') {
    const due = await listDue(deps, at);
    io.out(`Due by ${at.toISOString()}: ${due.reminders.length} reminder(s).`);
    for (const reminder of due.reminders) io.out(`  ${reminder.kind}  ${reminder.to}  “${reminder.subject}”`);
    const yourData = await listDueYourData(deps, at);
    io.out(
      `Accounts to erase (cooling-off ended by ${yourData.moment.toISOString()}): ${yourData.erasures.length}.`,
    );
    for (const account of yourData.erasures) io.out(`  erase  ${account.email}  (due ${account.delete_after})`);
    if (yourData.pendingExports > 0) io.out(`Data exports waiting to be built: ${yourData.pendingExports}.`);
    for (const queue of due.waiting) io.out(`Waiting on the queue: ${queue.waiting} ${queue.kind} job(s).`);
    return 0;
  }
  // the drain in runDue runs every defined kind: the your-data sweep and what it queues too
  await queueYourDataSweep(deps, at);
  const result = await runDue(deps, at);
  const failed = result.jobs.filter((job) => !job.ok);
  io.out(
    `Ran ${result.jobs.length} job(s) for ${at.toISOString()}: ${result.jobs.length - failed.length} done, ${failed.length} failed; ${result.emailsSent} email(s) sent.`,
  );
  const done = new Map<string, number>();
  for (const job of result.jobs) if (job.ok) done.set(job.kind, (done.get(job.kind) ?? 0) + 1);
  for (const [kind, count] of done) io.out(`  ${kind}: ${count} done`);
  for (const job of failed) io.err(`  ${job.kind} ${job.id} failed: ${job.error ?? ''}`);
  return failed.length > 0 ? 1 : 0;
}

async function main(args: string[]): Promise<number> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  // the embedded database refuses a second process (DataDirBusyError) while the app holds it
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const deps = createDeps(config, database);
  try {
    await database.migrate();
    defineReminderJobs(deps);
    defineYourDataJobs(deps);
    await deps.jobs.start();
    return await runJobsCommand(args, deps, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await deps.jobs.stop();
    await deps.emailDelivery.stop();
    await database.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(
        `${error.message}\nThe jobs command works beside a running app only on PostgreSQL (DATABASE_URL); with the embedded database, stop the app, run the command, start the app again.`,
      );
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(`The jobs command failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exitCode = 1;
  }
}
