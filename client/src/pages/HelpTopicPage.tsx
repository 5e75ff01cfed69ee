import { HelpArticle } from "../features/help/HelpArticle";
import { helpArticle } from "../features/help/helpArticles";
import { NotFoundPage } from "./NotFoundPage";

/** /Help/{topic}: the topic's article (every help menu entry has one; helpArticles.test.ts). */
export function HelpTopicPage({ topic }: { topic: { path: string; label: string; icon: string } }) {
  return helpArticle(topic.path) === null ? <NotFoundPage /> : <HelpArticle path={topic.path} />;
}
