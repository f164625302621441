// codeBox (docs/reference/layout-widgets.md#form-hints): HTML, CSS or JavaScript in a monospace textarea with line
// numbers. Tab moves focus as everywhere else (a code editor that traps Tab is a keyboard trap); CodeMirror stays
// with the JSON pane.
import { useRef } from "react";
import { cx } from "../../../../ui/cx";
import { type ControlProps, FieldShell, fieldAria } from "../FieldShell";

export interface CodeBoxProps extends ControlProps<string> {
  language?: string;
  placeholder?: string;
  rows?: number;
}

export function CodeBox({
  id,
  label,
  description,
  tooltip,
  errors,
  disabled,
  value,
  onChange,
  language,
  placeholder,
  rows = 10,
}: CodeBoxProps) {
  const aria = fieldAria({ id, description, errors });
  const gutter = useRef<HTMLDivElement>(null);
  const text = value ?? "";
  const lineCount = Math.max(rows, text.split("\n").length);
  return (
    <FieldShell
      id={id}
      label={language ? `${label} (${language.toUpperCase()})` : label}
      description={description}
      errors={errors}
      tooltip={tooltip}
    >
      <div
        className={cx(
          "focus-ring-within flex overflow-hidden rounded-control border border-border-strong bg-bg font-mono text-xs leading-5",
          aria.invalid && "border-danger",
        )}
      >
        <div
          ref={gutter}
          aria-hidden="true"
          className="select-none overflow-hidden border-r border-border bg-bg-subtle px-2 py-2 text-right text-fg-muted"
          style={{ height: `${rows * 1.25 + 1}rem` }}
        >
          {Array.from({ length: lineCount }, (_, index) => (
            // Line numbers are positions, so the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a line number is its index
            <div key={index}>{index + 1}</div>
          ))}
        </div>
        <textarea
          id={id}
          rows={rows}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          className="min-w-0 flex-1 resize-y bg-transparent px-2 py-2 text-fg outline-none focus-visible:outline-none disabled:cursor-not-allowed"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria.describedBy}
          onScroll={(event) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </FieldShell>
  );
}
