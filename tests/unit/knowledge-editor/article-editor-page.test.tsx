// The article editor (src/client/pages/knowledge-editor/ArticleEditorPage.tsx, docs/reference/knowledge-base.md#the-article-editor):
// the checks before a call, publishing a new article (then its own editor address), saving a stored one's change,
// a restored draft (announced, deleted once the article is saved), and no axe violations. The API answers through
// a stubbed fetch.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../../src/client/api/users";
import {
  ArticleEditorPage,
  type ArticleEditorPageProps,
} from "../../../src/client/pages/knowledge-editor/ArticleEditorPage";
import { SessionProvider } from "../../../src/layout/session";
import { toastStore } from "../../../src/ui/toast-store";
import { makeCurrentUser } from "../../factories";
import { makeDraft } from "../../factories/drafts";
import { makeArticle, makeKnowledgeBases } from "../../factories/knowledge";
import { makePermissionsRecord } from "../../factories/permission-records";
import { axeViolations } from "../widget-axe";

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];
let answers: Record<string, unknown>;

beforeEach(() => {
  calls = [];
  answers = { "GET /api/v2/knowledge-categories": [], "GET /api/v2/drafts": [] };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.split("?")[0] ?? url;
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  toastStore.getState().clearToasts();
});

const bases = makeKnowledgeBases().map((base) => ({ ...base, viewerCanEdit: true }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderEditor(props: Partial<ArticleEditorPageProps> = {}, path = "/kb/articles/add") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("administrator"));
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser({ userID: 1, name: "admin" })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={path}
              element={
                <ArticleEditorPage
                  article={null}
                  knowledgeBases={bases}
                  initialKnowledgeBaseID={1}
                  guardUnsaved={false}
                  {...props}
                />
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const calledWith = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe("a new article", () => {
  it("asks for a title and a body before publishing, without a call", async () => {
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Give the article a title.")).toBeTruthy();
    expect(screen.getByText("Write the article first.")).toBeTruthy();
    expect(calledWith("POST", "/api/v2/articles")).toEqual([]);
  });

  it("publishes what was written in the chosen knowledge base, then opens the article's editor", async () => {
    answers["POST /api/v2/articles"] = makeArticle({ articleID: 55, status: "published" });
    renderEditor();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Changing your email" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Body" }), {
      target: { value: "Open **Settings**." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/kb/articles/55/edit"));
    expect(calledWith("POST", "/api/v2/articles").map((call) => call.body)).toEqual([
      {
        knowledgeBaseID: 1,
        knowledgeCategoryID: null,
        name: "Changing your email",
        body: "Open **Settings**.",
        format: "markdown",
        excerpt: "",
        status: "published",
      },
    ]);
    expect(toastStore.getState().toasts.map((toast) => toast.body)).toContain("The article was published.");
  });
});

describe("a stored article", () => {
  const article = makeArticle({
    articleID: 7,
    name: "Resetting a password",
    bodyRaw: "Open Settings.",
    status: "draft",
  });

  it("saves only what changed as a draft", async () => {
    answers["PATCH /api/v2/articles/7"] = article;
    renderEditor({ article }, "/kb/articles/7/edit");
    fireEvent.change(screen.getByRole("textbox", { name: "Body" }), {
      target: { value: "Open Settings, then Security." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(calledWith("PATCH", "/api/v2/articles/7").map((call) => call.body)).toEqual([
        { body: "Open Settings, then Security." },
      ]),
    );
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((toast) => toast.body)).toContain("The draft was saved."),
    );
  });

  it("restores the unsaved draft kept in this browser and deletes it once the article is saved", async () => {
    window.localStorage.setItem(
      "quorum.draft:article:7",
      JSON.stringify({
        body: "Open Settings, then Privacy.",
        format: "markdown",
        draftMeta: { name: "Resetting a password", knowledgeBaseID: 1, knowledgeCategoryID: 1 },
        lastSaved: new Date().toISOString(),
      }),
    );
    answers["POST /api/v2/drafts"] = makeDraft(9, { recordType: "article", recordID: 7 });
    answers["PATCH /api/v2/articles/7"] = article;
    renderEditor({ article }, "/kb/articles/7/edit");
    expect(await screen.findByText("Your unsaved draft of this article was restored.")).toBeTruthy();
    const body = screen.getByRole("textbox", { name: "Body" }) as HTMLTextAreaElement;
    expect(body.value).toBe("Open Settings, then Privacy.");
    // The newer local copy went to the server: it is the draft a save deletes.
    await waitFor(() => expect(calledWith("POST", "/api/v2/drafts")).toHaveLength(1));
    expect(calledWith("POST", "/api/v2/drafts")[0]?.body).toMatchObject({
      recordType: "article",
      recordID: 7,
      parentRecordType: "knowledgeBase",
    });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(calledWith("DELETE", "/api/v2/drafts/9")).toHaveLength(1));
    expect(window.localStorage.getItem("quorum.draft:article:7")).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = renderEditor({ article }, "/kb/articles/7/edit");
    await screen.findByRole("button", { name: "Save draft" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
