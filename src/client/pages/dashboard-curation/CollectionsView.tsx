// The collections page as a view of its state (docs/reference/curation.md#the-collections-page): the collections as
// links (the chosen one is in the address), a form creating one, and the chosen collection's editor; changes are
// announced in one polite live region. Stories give it any state; CollectionsRoute wires it to the API.
import type { ReactNode } from "react";
import type { Collection } from "../../../types/generated/api/collection";
import { AppLink } from "../../../ui/AppLink";
import { Button } from "../../../ui/Button";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";
import { useCreateForm } from "./use-create-form";

export interface CollectionsViewProps {
  collections: readonly Collection[];
  selectedID: number | null;
  /** The address that shows a collection. */
  hrefOf(collectionID: number): string;
  /** What was last changed, for screen readers. */
  announcement: string;
  onCreate(name: string): Promise<void>;
  /** The chosen collection's editor, its loader or its error. */
  children?: ReactNode;
}

export function CollectionsView({
  collections,
  selectedID,
  hrefOf,
  announcement,
  onCreate,
  children,
}: CollectionsViewProps) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-[var(--width-content)] flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Collections")}</h1>
        <p className="text-sm text-fg-muted">
          {t("Curated sets of posts, categories and articles, shown by the Featured Collections widget.")}
        </p>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <nav aria-label={t("Collections")} className="flex flex-col gap-4">
          {collections.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("There are no collections yet.")}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {collections.map((collection) => {
                const current = collection.collectionID === selectedID;
                return (
                  <li key={collection.collectionID}>
                    <AppLink
                      to={hrefOf(collection.collectionID)}
                      aria-current={current ? "page" : undefined}
                      className={cx(
                        "block rounded-control px-3 py-2 text-sm hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-focus",
                        current ? "bg-bg-hover font-semibold text-fg-heading" : "text-primary",
                      )}
                    >
                      {collection.name}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          )}
          <CreateCollectionForm onCreate={onCreate} />
        </nav>
        <div>
          {children ?? <p className="text-sm text-fg-muted">{t("Choose a collection to edit it.")}</p>}
        </div>
      </div>
    </div>
  );
}

function CreateCollectionForm({ onCreate }: { onCreate(name: string): Promise<void> }) {
  const t = useT();
  const { name, setName, pending, error, submit } = useCreateForm(onCreate);

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-box border border-border p-3">
      <TextField
        label={t("New collection")}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        errors={error ? [error] : undefined}
      />
      <Button type="submit" variant="primary" disabled={pending || !name.trim()}>
        {pending ? t("Creating…") : t("Create")}
      </Button>
    </form>
  );
}
