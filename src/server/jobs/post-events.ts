// The job queue's side of posting (docs/reference/notifications.md#delivery): a worker that runs each new post's
// fan-out, and the PostEvents door the posting services queue into.
import type { Db } from "../db/client";
import type { MailSettings } from "../mail/config";
import type { PostEvents } from "../services/context";
import { POST_FANOUT_JOB, type PostFanoutJob, runPostFanout } from "../services/notifications/post-fanout";
import type { JobQueue } from "./queue";

export async function startPostFanout(
  queue: JobQueue,
  db: Db,
  mail: MailSettings & { siteTitle: string },
): Promise<PostEvents> {
  await queue.work<PostFanoutJob>(POST_FANOUT_JOB, async (job) => {
    await runPostFanout(db, mail, job);
  });
  return {
    queue: (tx, event) => queue.send(POST_FANOUT_JOB, event, tx),
    afterCommit: () => queue.wake(POST_FANOUT_JOB),
  };
}
