// The search page's tag filter: tags typed one by one (Enter adds one) and whether a result needs every tag (and)
// or any of them (or, the default).
import { useId, useState } from "react";
import { useT } from "../../../../ui/i18n/i18n-context";
import { MAX_TAGS, type SearchState } from "../search-state";
import type { SearchUpdate } from "../use-search-state";
import { ChipPicker } from "./ChipPicker";

export function TagFilter({ state, update }: { state: SearchState; update: SearchUpdate }) {
  const t = useT();
  const [text, setText] = useState("");
  const name = useId();
  const add = (tag: string) => {
    if (state.tags.some((other) => other.toLowerCase() === tag.toLowerCase())) return;
    update({ tags: [...state.tags, tag] });
  };
  return (
    <div className="flex flex-col gap-2">
      <ChipPicker
        label={t("Tags")}
        chosenLabel={t("Chosen tags")}
        placeholder={t("Type a tag, then Enter")}
        suggests={false}
        text={text}
        onTextChange={setText}
        options={[]}
        onPick={() => undefined}
        onEnterText={add}
        full={state.tags.length >= MAX_TAGS}
        chips={state.tags.map((tag) => ({
          key: tag,
          text: tag,
          onRemove: () => update({ tags: state.tags.filter((other) => other !== tag) }),
        }))}
      />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg">
        <legend className="sr-only">{t("Match tags")}</legend>
        {(["or", "and"] as const).map((operator) => (
          <label key={operator} className="inline-flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={name}
              value={operator}
              checked={state.tagOperator === operator}
              onChange={() => update({ tagOperator: operator })}
              className="size-4 accent-primary"
            />
            {operator === "or" ? t("Any of these tags") : t("All of these tags")}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
