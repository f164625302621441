// The highlighted JSON range of the selected section or widget: a mark decoration kept in a state field, mapped
// through edits and replaced by an effect.
import { StateEffect, StateField } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView } from "@codemirror/view";
import type { TextRange } from "./pointer-ranges";

export const setNodeHighlight = StateEffect.define<TextRange | null>();

const selectedNodeMark = Decoration.mark({ class: "cm-selected-node" });

export const nodeHighlight = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects)
      if (effect.is(setNodeHighlight))
        next =
          effect.value && effect.value.to > effect.value.from
            ? Decoration.set([selectedNodeMark.range(effect.value.from, effect.value.to)])
            : Decoration.none;
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});
