import type { Executor } from '../db/executor';

/**
 * Claims the run of a daily job for `day` (the (job, day) primary key of daily_job_runs):
 * true for the first claim, false when that day's run was already claimed (a retry, a
 * restart, another replica). Claimed in the transaction of the job's work.
 */
export async function claimDailyJobRun(tx: Executor, job: string, day: string): Promise<boolean> {
  const claimed = await tx
    .insertInto('daily_job_runs')
    .values({ job, day })
    .onConflict((oc) => oc.doNothing())
    .returning('job')
    .executeTakeFirst();
  return claimed !== undefined;
}
