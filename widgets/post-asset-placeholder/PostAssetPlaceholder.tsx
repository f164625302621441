// Stands in for every post page asset (original post, comment thread, comment editor, tags, meta, attachments,
// suggested answers, answer thread, create post form) until the discussions issue brings the real ones: a clear
// box naming the asset, and for the original post the discussion's title, so post pages are already navigable.
import type { PostAssetPlaceholderHydrated } from "../../src/types/generated/widgets/hydrated/post-asset-placeholder";

export default function PostAssetPlaceholder({ assetName, title, discussion }: PostAssetPlaceholderHydrated) {
  const name = assetName || "Post asset";
  const isOriginalPost = name === "Original Post";
  return (
    <section
      aria-label={name}
      className="rounded-md border-2 border-dashed border-border bg-bg-muted px-4 py-5 text-fg"
      data-post-asset={name}
    >
      {isOriginalPost && discussion ? (
        <h1 className="mb-2 text-2xl font-semibold">{title || discussion.name}</h1>
      ) : title ? (
        <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      ) : null}
      <p className="text-sm text-fg-muted">
        <strong className="font-semibold text-fg">{name}</strong> — arrives with the discussions issue
      </p>
    </section>
  );
}
