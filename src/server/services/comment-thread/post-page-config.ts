// The post page's switches in the config table (PATCH /config): tagging and Q&A answer suggestions.
import type { Db } from "../../db/client";
import { POST_PAGE_CONFIG_KEYS, readConfig } from "../config";

export async function postPageSwitches(db: Db): Promise<{ tagging: boolean; answerSuggestions: boolean }> {
  const values = await readConfig(db, Object.values(POST_PAGE_CONFIG_KEYS));
  return {
    tagging: values[POST_PAGE_CONFIG_KEYS.tagging] !== false,
    answerSuggestions: values[POST_PAGE_CONFIG_KEYS.answerSuggestions] === true,
  };
}
