// An article's revisions page (compare, restore after a confirmation) and the discussion options' Convert to Article
// (docs/reference/knowledge-base.md#revisions, #converting-a-discussion), over a stubbed fetch.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../../src/client/api/users";
import { DiscussionOptionsMenu } from "../../../src/client/moderation/DiscussionOptionsMenu";
import { ArticleRevisionsPage } from "../../../src/client/pages/knowledge-editor/ArticleRevisionsPage";
import { SessionProvider } from "../../../src/layout/session";
import { toastStore } from "../../../src/ui/toast-store";
import { makeComment, makeCurrentUser, makeDiscussion } from "../../factories";
import {
  makeArticle,
  makeArticleRevisions,
  makeKnowledgeBases,
  makeKnowledgeCategories,
} from "../../factories/knowledge";
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
  answers = { "GET /api/v2/config": { "triage.enabled": false } };
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
  toastStore.getState().clearToasts();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("moderator"));
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser({ userID: 2, name: "moderator" })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const calledWith = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe("an article's revisions", () => {
  const article = makeArticle({ articleID: 1 });
  const revisions = makeArticleRevisions(1);

  beforeEach(() => {
    answers["GET /api/v2/articles/1/revisions/2"] = { ...revisions[1], bodyRaw: "Open the old menu." };
    answers["GET /api/v2/articles/1/revisions/3"] = { ...revisions[0], bodyRaw: "Open the new menu." };
  });

  it("compares the revision before the current one with it, word by word", async () => {
    const { container } = renderAt(
      "/kb/articles/1/revisions",
      <ArticleRevisionsPage article={article} revisions={revisions} />,
    );
    expect(
      screen.getByRole("heading", { name: "Changes from revision 2 to the current revision 3" }),
    ).toBeTruthy();
    const inserted = await waitFor(() => {
      const found = container.querySelector("ins");
      if (!found) throw new Error("no diff yet");
      return found;
    });
    expect(inserted.textContent).toBe("Added: new");
    expect(container.querySelector("del")?.textContent).toBe("Removed: old");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("restores a revision once confirmed", async () => {
    answers["POST /api/v2/articles/1/revisions/1/restore"] = article;
    renderAt("/kb/articles/1/revisions", <ArticleRevisionsPage article={article} revisions={revisions} />);
    fireEvent.click(screen.getByRole("button", { name: "Restore revision 1" }));
    const dialog = await screen.findByRole("dialog");
    expect(calledWith("POST", "/api/v2/articles/1/revisions/1/restore")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(calledWith("POST", "/api/v2/articles/1/revisions/1/restore")).toHaveLength(1));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((toast) => toast.body)).toContain("Revision 1 was restored."),
    );
  });
});

describe("converting a discussion", () => {
  const question = makeDiscussion({
    discussionID: 42,
    categoryID: 3,
    type: "question",
    statusID: 3,
    name: "Reset?",
  });
  const answer = { ...makeComment(question, 501), answerStatus: "accepted" as const };

  beforeEach(() => {
    answers["GET /api/v2/knowledge-bases"] = makeKnowledgeBases().map((base) => ({
      ...base,
      viewerCanEdit: true,
    }));
    answers["GET /api/v2/knowledge-categories"] = makeKnowledgeCategories();
    answers["GET /api/v2/discussions/42/articles"] = [];
    answers["GET /api/v2/comments"] = [makeComment(question, 500), answer];
    answers["POST /api/v2/articles/from-discussion"] = makeArticle({
      articleID: 12,
      url: "/kb/articles/12-reset",
      status: "published",
    });
  });

  it("makes an article of the accepted answer in the chosen place, then opens it", async () => {
    renderAt("/discussion/42/reset", <DiscussionOptionsMenu discussion={question} />);
    fireEvent.click(screen.getByRole("button", { name: "Discussion Options" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Convert to Article" }));
    const dialog = await screen.findByRole("dialog", { name: "Convert to Article" });
    fireEvent.change(await within(dialog).findByLabelText("Knowledge base"), { target: { value: "1" } });
    await within(dialog).findByRole("option", { name: /Notifications/ });
    fireEvent.change(within(dialog).getByLabelText("Category"), { target: { value: "2" } });
    fireEvent.click(await within(dialog).findByRole("radio", { name: /The accepted answer by/ }));
    fireEvent.click(within(dialog).getByRole("radio", { name: "Publish now" }));
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Convert" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/kb/articles/12-reset"));
    expect(calledWith("POST", "/api/v2/articles/from-discussion").map((call) => call.body)).toEqual([
      { discussionID: 42, commentID: 501, knowledgeBaseID: 1, knowledgeCategoryID: 2, status: "published" },
    ]);
  });
});
