// /kb/articles/{id}/revisions (lazy; signed in): the article and its revisions (GET /articles/{id}/revisions, for
// those who may write in its knowledge base), then the revisions page. An article the API refuses shows the error
// page (404 for one the viewer may not see, 403 for a reader who may not edit).
import { useLocation, useParams } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useArticleForEdit } from "../../api/knowledge/articles";
import { useArticleRevisions } from "../../api/knowledge/revisions";
import { ArticleRevisionsPage } from "./ArticleRevisionsPage";
import { EditorRefusal, KnowledgeEditorFrame } from "./KnowledgeEditorFrame";
import { idFrom } from "./paths";

export function ArticleRevisionsRoute() {
  const { pathname } = useLocation();
  return (
    <KnowledgeEditorFrame path={pathname}>
      <ArticleRevisionsLoader />
    </KnowledgeEditorFrame>
  );
}

function ArticleRevisionsLoader() {
  const t = useT();
  const articleID = idFrom(useParams().articleID);
  const article = useArticleForEdit(articleID ?? 0, articleID !== null);
  const revisions = useArticleRevisions(articleID ?? 0, articleID !== null);
  if (articleID === null) return <EditorRefusal status={404} />;
  if (article.isError) return <EditorRefusal error={article.error} />;
  if (revisions.isError) return <EditorRefusal error={revisions.error} />;
  if (article.isPending || revisions.isPending) return <Loader label={t("Loading the revisions")} />;
  return <ArticleRevisionsPage key={articleID} article={article.data} revisions={revisions.data} />;
}
