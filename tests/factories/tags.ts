import type { Tag } from "../../src/types/generated/api/tag";
import { TAGS } from "./corpus";
import { cycle, rngFor, slugify } from "./random";
import { nextID } from "./sequence";

export function makeTag(overrides: Partial<Tag> = {}): Tag {
  const tagID = overrides.tagID ?? nextID("tag");
  const name = overrides.name ?? cycle(TAGS, tagID);
  return {
    tagID,
    name,
    urlcode: slugify(name),
    type: "",
    countDiscussions: rngFor("tag", tagID).int(1, 120),
    ...overrides,
  };
}

export function makeTags(count: number): Tag[] {
  return Array.from({ length: count }, (_, index) => makeTag({ tagID: index + 1 }));
}
