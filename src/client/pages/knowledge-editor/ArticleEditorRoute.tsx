// /kb/articles/add?knowledgeBaseID=&knowledgeCategoryID=&draftID= and /kb/articles/{id}/edit (lazy; signed in): the
// knowledge bases the viewer may write in (GET /knowledge-bases, viewerCanEdit) and, for an edit, the article with
// its source, then the editor. Who may write where only the API knows: an article it refuses (404, 403), or no
// knowledge base to write in, shows the error page instead of a form.
import { useLocation, useParams, useSearchParams } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useArticleForEdit } from "../../api/knowledge/articles";
import { editableKnowledgeBases, useKnowledgeBases } from "../../api/knowledge/knowledge-bases";
import { ArticleEditorPage } from "./ArticleEditorPage";
import { EditorRefusal, KnowledgeEditorFrame } from "./KnowledgeEditorFrame";
import { idFrom } from "./paths";

export function ArticleEditorRoute() {
  const { pathname } = useLocation();
  return (
    <KnowledgeEditorFrame path={pathname}>
      <ArticleEditorLoader />
    </KnowledgeEditorFrame>
  );
}

function ArticleEditorLoader() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const articleID = idFrom(params.articleID);
  const editing = params.articleID !== undefined;
  const bases = useKnowledgeBases();
  const article = useArticleForEdit(articleID ?? 0, articleID !== null);
  if (editing && articleID === null) return <EditorRefusal status={404} />;
  if (bases.isError) return <EditorRefusal error={bases.error} />;
  if (article.isError) return <EditorRefusal error={article.error} />;
  if (bases.isPending || (articleID !== null && article.isPending)) {
    return <Loader label={t("Loading the article editor")} />;
  }
  const writable = editableKnowledgeBases(bases.data);
  const loaded = articleID !== null ? (article.data ?? null) : null;
  // A reader of the knowledge base gets the article without its source: the editor is not theirs.
  const mayWrite = loaded
    ? writable.some((base) => base.knowledgeBaseID === loaded.knowledgeBaseID) && loaded.bodyRaw !== undefined
    : writable.length > 0;
  if (!mayWrite) return <EditorRefusal status={403} />;
  return (
    <ArticleEditorPage
      key={articleID ?? "new"}
      article={loaded}
      knowledgeBases={writable}
      initialKnowledgeBaseID={idFrom(search.get("knowledgeBaseID"))}
      initialKnowledgeCategoryID={idFrom(search.get("knowledgeCategoryID"))}
      draftID={idFrom(search.get("draftID"))}
    />
  );
}
