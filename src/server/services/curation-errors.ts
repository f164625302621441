// The curation API's 404s as whole sentences (docs/reference/errors.md): a record the viewer may not see answers as
// one that does not exist.
import { msg } from "../../lib/i18n/msg";
import { ApiError } from "../http/errors";

export function tagNotFound(): ApiError {
  return new ApiError(404, msg("Tag not found."), {
    description: msg("The tag you were looking for could not be found."),
  });
}

export function groupNotFound(): ApiError {
  return new ApiError(404, msg("Group not found."), {
    description: msg("The group you were looking for could not be found."),
  });
}
