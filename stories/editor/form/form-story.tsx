// Shared pieces of the form control stories: a settings-panel-wide frame, a stateful wrapper so every story is
// interactive, lookup data seeded into the query cache (no network in Storybook or the visual run), and an
// uploader that answers without a server. Inline styles: the app's Tailwind build does not scan stories.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Uploader } from "../../../src/client/editor/form/controls/Upload";
import type { ChoiceOption, OptionsLookup } from "../../../src/client/editor/form/types";

/** The settings panel's width, with a caption per state so one story can show several. */
export function FormFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 32, alignItems: "flex-start" }}>{children}</div>
  );
}

export function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      style={{ width: 340, maxWidth: "100%", display: "flex", flexDirection: "column", gap: 8 }}
    >
      <p
        style={{
          margin: 0,
          fontSize: 12,
          textTransform: "uppercase",
          letterSpacing: 0.5,
          color: "var(--color-fg-muted)",
        }}
      >
        {label}
      </p>
      {children}
    </section>
  );
}

/** Holds a control's value so the story responds to the keyboard and mouse like the editor does. */
export function Stateful<T>({
  initial,
  children,
}: {
  initial: T;
  children: (value: T, setValue: (value: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}

export const CATEGORY_LOOKUP: OptionsLookup = {
  searchUrl: "/categories?outputFormat=flat&maxDepth=10&limit=500",
  singleUrl: "/categories/%s",
  valueKey: "categoryID",
  labelKey: "name",
};

export const ROLE_LOOKUP: OptionsLookup = { searchUrl: "/roles", valueKey: "roleID", labelKey: "name" };

/** The discussions widget's tag picker searches on the server (%s); its first page is seeded. */
export const TAG_SEARCH_URL = "/tags?query=%s&limit=100";

/** The demo community's categories and roles, as the API would list them. */
export const DEMO_CATEGORIES: ChoiceOption[] = [
  { value: 1, label: "General" },
  { value: 2, label: "Announcements" },
  { value: 3, label: "Product Help" },
  { value: 4, label: "Getting Started" },
  { value: 5, label: "Troubleshooting" },
  { value: 6, label: "Feature Requests" },
  { value: 7, label: "Community Events" },
  { value: 8, label: "Off Topic" },
  { value: 9, label: "Staff Room" },
];

export const DEMO_ROLES: ChoiceOption[] = [
  { value: 2, label: "Guest" },
  { value: 8, label: "Member" },
  { value: 32, label: "Moderator" },
  { value: 16, label: "Administrator" },
];

export const DEMO_TAGS: ChoiceOption[] = [
  { value: 1, label: "announcements" },
  { value: 2, label: "how-to" },
  { value: 3, label: "release-notes" },
  { value: 4, label: "troubleshooting" },
];

/** A query client whose cache already holds the lookups' answers (the form's query keys), never refetching. */
export function SeededLookups({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const seeded = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    seeded.setQueryData(["editor", "lookup", CATEGORY_LOOKUP.searchUrl, ""], DEMO_CATEGORIES);
    seeded.setQueryData(["editor", "lookup", ROLE_LOOKUP.searchUrl, ""], DEMO_ROLES);
    seeded.setQueryData(["editor", "lookup", TAG_SEARCH_URL, ""], DEMO_TAGS);
    return seeded;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A small landscape picture, inline so the preview never waits on the network. */
export const DEMO_IMAGE =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb3e6"/><stop offset="1" stop-color="#1d4e89"/></linearGradient></defs><rect width="160" height="90" fill="url(#g)"/><path d="M0 90 50 40 80 70 110 45 160 90Z" fill="#0f2f57"/></svg>',
  );

/** Answers an upload after a short wait with the picture above (stories have no server). */
export const fakeUpload: Uploader = async () => {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return { url: DEMO_IMAGE };
};
