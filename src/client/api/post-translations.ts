// A post read in the reader's language (GET /discussions/{id}/translation, GET /comments/{id}/translation;
// docs/reference/localisation.md#reading-a-post-in-your-language): fetched when the member asks, kept in the query
// cache per post and locale.
import { queryOptions } from "@tanstack/react-query";
import type { PostTranslation } from "../../types/generated/api/post-translation";
import { apiRequest } from "./http";

export type { PostTranslation };

export type TranslatableRecord = PostTranslation["recordType"];

export const postTranslationQuery = (recordType: TranslatableRecord, recordID: number, locale: string) =>
  queryOptions({
    queryKey: ["post-translation", recordType, recordID, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<PostTranslation>(
        `/${recordType === "discussion" ? "discussions" : "comments"}/${recordID}/translation`,
        {
          query: [["locale", locale]],
          signal,
        },
      ),
    // A translation changes only with its post, whose edit drops it on the server.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
