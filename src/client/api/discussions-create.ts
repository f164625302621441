// POST /api/v2/discussions: a signed-in member starts a discussion; answers it as GET /discussions/{id} does.
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { Discussion } from "../../types/generated/api/discussion";
import type { DiscussionPost } from "../../types/generated/api/discussion-post";
import { apiRequest } from "./http";

export function createDiscussion(body: DiscussionPost): Promise<Discussion> {
  return apiRequest<Discussion>("/discussions", { method: "POST", body });
}

export function useCreateDiscussionMutation(
  options: Omit<UseMutationOptions<Discussion, Error, DiscussionPost>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: createDiscussion });
}
