// The job queue's workers of notifications (docs/reference/notifications.md#delivery): each new post's fan-out, the
// email of a reaction or a private message (and the NotificationEvents door the services queue into), and the
// hourly digest check.
import type { Db } from "../db/client";
import type { MailSettings } from "../mail/config";
import type { EmailEvent, NotificationEvents } from "../services/context";
import { DIGEST_JOB, runDueDigests } from "../services/notifications/digest";
import { EVENT_EMAIL_JOB, runEventEmail } from "../services/notifications/event-emails";
import { POST_FANOUT_JOB, type PostFanoutJob, runPostFanout } from "../services/notifications/post-fanout";
import type { JobQueue } from "./queue";

/** How long after a post's commit its fan-out starts in this process (other processes poll). */
const FANOUT_START_DELAY_MS = 50;

/** Seven minutes past every hour: away from the top of the hour, when other sites' crons crowd. */
const DIGEST_CRON = "7 * * * *";

export async function startPostFanout(
  queue: JobQueue,
  db: Db,
  mail: MailSettings & { siteTitle: string },
): Promise<NotificationEvents> {
  await queue.work<PostFanoutJob>(POST_FANOUT_JOB, async (job) => {
    await runPostFanout(db, mail, job);
  });
  await queue.work<EmailEvent>(EVENT_EMAIL_JOB, async (event) => {
    await runEventEmail(db, mail, event);
  });
  let woken: NodeJS.Timeout | undefined;
  return {
    queue: (tx, event) => queue.send(POST_FANOUT_JOB, event, tx),
    queueEmail: (tx, event) => queue.send(EVENT_EMAIL_JOB, event, tx),
    // Woken a moment later, once the post's answer has left: a fan-out to thousands shares this process's event
    // loop, and started at once it delayed that answer by a quarter (bench/fanout.ts, 10,000 followers).
    afterCommit: () => {
      woken ??= setTimeout(() => {
        woken = undefined;
        queue.wake(POST_FANOUT_JOB);
        queue.wake(EVENT_EMAIL_JOB);
      }, FANOUT_START_DELAY_MS);
      woken.unref();
    },
  };
}

/** Digests: checked every hour (each member's own period decides whether one is due, services/notifications/digest.ts). */
export async function startDigests(
  queue: JobQueue,
  db: Db,
  mail: MailSettings & { siteTitle: string },
): Promise<void> {
  await queue.work(DIGEST_JOB, async () => {
    await runDueDigests(db, mail);
  });
  await queue.every(DIGEST_JOB, DIGEST_CRON);
}
