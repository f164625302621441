// Runs bulk work item by item within a time budget (docs/reference/permissions.md#permissions-record,
// docs/reference/api-conventions.md#long-running-calls: synchronous long-runner mode). Each item is its own operation
// (discussion-ops.ts, merge.ts) with its own permission check and transaction: one item's refusal is recorded in
// failedIDs/exceptionsByID and the others go on. The first item of a call always runs (so every call makes progress);
// before each later one the budget is checked, and when it is spent the answer stops there with a callbackPayload
// naming the rest (status 408, which clients treat as a success to continue).
import type { LongRunnerResult } from "../../../types/generated/api/long-runner-result";
import { ApiError, ENGLISH_SOURCE, type Translate } from "../../http/errors";
import type { ServiceContext } from "../context";
import type { BulkWork } from "./bulk-work";
import { signCallbackPayload } from "./callback-token";
import { deleteDiscussion, moveDiscussion, setDiscussionClosed } from "./discussion-ops";
import { longRunnerBudgetMs, longRunnerSecret } from "./long-runner-settings";
import { mergeDiscussionInto } from "./merge";

export interface LongRunnerAnswer {
  /** 200 when everything ran; 408 when the budget ran out and callbackPayload continues it. */
  status: 200 | 408;
  body: LongRunnerResult;
}

function runItem(ctx: ServiceContext, work: BulkWork, id: number): Promise<void> {
  switch (work.action) {
    case "delete":
      return deleteDiscussion(ctx, id);
    case "move":
      return moveDiscussion(ctx, id, work.categoryID, { addRedirects: work.addRedirects });
    case "close":
      return setDiscussionClosed(ctx, id, work.closed);
    case "merge":
      return mergeDiscussionInto(ctx, id, work.destinationID, { addRedirects: work.addRedirects });
  }
}

export async function runLongRunner(
  ctx: ServiceContext,
  work: BulkWork,
  onUnexpected: (id: number, error: unknown) => void,
  /** The request's language, for the refusals of items. */
  t: Translate = ENGLISH_SOURCE,
): Promise<LongRunnerAnswer> {
  const budgetMs = await longRunnerBudgetMs(ctx.db);
  const deadline = Date.now() + budgetMs;
  const progress: LongRunnerResult["progress"] = {
    successIDs: [],
    failedIDs: [],
    exceptionsByID: {},
    countTotalIDs: work.total,
  };
  for (const [position, id] of work.ids.entries()) {
    if (position > 0 && Date.now() >= deadline) {
      const rest: BulkWork = { ...work, ids: work.ids.slice(position) };
      const callbackPayload = signCallbackPayload(
        rest,
        ctx.viewer.user.userID,
        await longRunnerSecret(ctx.db),
      );
      return { status: 408, body: { progress, callbackPayload } };
    }
    try {
      await runItem(ctx, work, id);
      progress.successIDs.push(id);
    } catch (error) {
      progress.failedIDs.push(id);
      if (error instanceof ApiError) {
        progress.exceptionsByID[String(id)] = { message: error.toBody(t).message, status: error.status };
      } else {
        // A bug, not a refusal: logged for the operators; the item is reported failed and the batch goes on.
        onUnexpected(id, error);
        progress.exceptionsByID[String(id)] = { message: t("Something went wrong."), status: 500 };
      }
    }
  }
  return { status: 200, body: { progress } };
}
