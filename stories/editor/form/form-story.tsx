// Shared pieces of the form control stories: a settings-panel-wide frame, a stateful wrapper so every story is
// interactive, lookup data seeded into the query cache (no network in Storybook or the visual run), and an
// uploader that answers without a server. Inline styles: the app's Tailwind build does not scan stories.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { optionLookupQuery } from "../../../src/client/api/option-lookups";
import type { Uploader } from "../../../src/client/editor/form/controls/Upload";
import type { OptionsLookup } from "../../../src/client/editor/form/types";

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
const TAG_SEARCH_URL = "/tags?query=%s&limit=100";

/** The demo community's categories, roles and tags, as the API would list them (the fields the lookups read). */
const DEMO_CATEGORIES = [
  { categoryID: 1, name: "General" },
  { categoryID: 2, name: "Announcements" },
  { categoryID: 3, name: "Product Help" },
  { categoryID: 4, name: "Getting Started" },
  { categoryID: 5, name: "Troubleshooting" },
  { categoryID: 6, name: "Feature Requests" },
  { categoryID: 7, name: "Community Events" },
  { categoryID: 8, name: "Off Topic" },
  { categoryID: 9, name: "Staff Room" },
];

const DEMO_ROLES = [
  { roleID: 2, name: "Guest" },
  { roleID: 8, name: "Member" },
  { roleID: 32, name: "Moderator" },
  { roleID: 16, name: "Administrator" },
];

const DEMO_TAGS = [
  { tagID: 1, name: "announcements" },
  { tagID: 2, name: "how-to" },
  { tagID: 3, name: "release-notes" },
  { tagID: 4, name: "troubleshooting" },
];

/** A query client whose cache already holds the lookups' answers, never refetching. */
export function SeededLookups({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const seeded = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    // Under the keys the pickers read (a resource's own key where one serves the URL), as the endpoints answer.
    seeded.setQueryData(optionLookupQuery(CATEGORY_LOOKUP.searchUrl, "").queryKey, DEMO_CATEGORIES);
    seeded.setQueryData(optionLookupQuery(ROLE_LOOKUP.searchUrl, "").queryKey, DEMO_ROLES);
    seeded.setQueryData(optionLookupQuery(TAG_SEARCH_URL, "").queryKey, DEMO_TAGS);
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
