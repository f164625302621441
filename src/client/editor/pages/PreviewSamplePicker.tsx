// "Previewing with: <discussion title>": the record the canvas's preview is hydrated with, for view types whose
// page shows one (a discussion, a category), and a select to preview with another.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import { type PreviewSample, previewSamplesQuery, sampleSourceFor } from "./preview-samples";

export interface PreviewSampleChoice {
  /** Null while loading, when the view type needs no record, or when there is none to use. */
  sample: PreviewSample | null;
  samples: readonly PreviewSample[];
  choose(key: string): void;
  /** The view type needs a record. */
  needed: boolean;
  isLoading: boolean;
}

/** The samples for a view type and the chosen one (the first, until the editor picks another). */
export function usePreviewSample(layoutViewType: string): PreviewSampleChoice {
  const query = useQuery(previewSamplesQuery(layoutViewType));
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const samples = query.data ?? [];
  const sample = samples.find((candidate) => candidate.key === chosenKey) ?? samples[0] ?? null;
  return {
    sample,
    samples,
    choose: setChosenKey,
    needed: sampleSourceFor(layoutViewType) !== null,
    isLoading: query.isLoading,
  };
}

export function PreviewSamplePicker({ choice }: { choice: PreviewSampleChoice }) {
  const id = useId();
  const t = useT();
  if (!choice.needed) return null;
  if (choice.isLoading)
    return <p className="px-4 pt-3 text-xs text-fg-muted">{t("Finding a record to preview with…")}</p>;
  if (!choice.sample)
    return (
      <p className="px-4 pt-3 text-xs text-fg-muted">
        {t("No record to preview with: widgets that show the page's record show placeholders.")}
      </p>
    );
  return (
    <div className="flex items-center gap-2 px-4 pt-3 text-sm">
      <label htmlFor={id} className="font-semibold text-fg">
        {t("Previewing with")}
      </label>
      <select
        id={id}
        value={choice.sample.key}
        onChange={(event) => choice.choose(event.target.value)}
        className="h-8 min-w-0 max-w-md truncate rounded-control border border-border-strong bg-bg px-2 text-sm focus-visible:outline-2 focus-visible:outline-focus"
      >
        {choice.samples.map((sample) => (
          <option key={sample.key} value={sample.key}>
            {sample.label}
          </option>
        ))}
      </select>
    </div>
  );
}
