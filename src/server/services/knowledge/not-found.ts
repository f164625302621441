// The knowledge base's 404s, as whole sentences (docs/reference/errors.md): records the viewer may not see answer
// the same as records that do not exist.
import { msg } from "../../../lib/i18n/msg";
import { ApiError } from "../../http/errors";

export function knowledgeBaseNotFound(): ApiError {
  return new ApiError(404, msg("Knowledge base not found."), {
    description: msg("The knowledge base you were looking for could not be found."),
  });
}

export function knowledgeCategoryNotFound(): ApiError {
  return new ApiError(404, msg("Knowledge category not found."), {
    description: msg("The knowledge category you were looking for could not be found."),
  });
}

export function articleNotFound(): ApiError {
  return new ApiError(404, msg("Article not found."), {
    description: msg("The article you were looking for could not be found."),
  });
}
