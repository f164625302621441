// The addresses of the knowledge base's staff pages (docs/reference/routes.md#app-routes): a stored article's editor
// and its revisions (a new article's editor is /kb/articles/add?knowledgeBaseID=&knowledgeCategoryID=&draftID=).
export const articleEditPath = (articleID: number) => `/kb/articles/${articleID}/edit`;

export const articleRevisionsPath = (articleID: number) => `/kb/articles/${articleID}/revisions`;

/** A positive integer from the address (an id), else null. */
export function idFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
