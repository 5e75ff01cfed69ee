import { HelpArticle } from "../features/help/HelpArticle";
import { helpArticle } from "../features/help/helpArticles";
import { PlannedScreenPage } from "./PlannedScreenPage";

/** /Help/{topic}: the topic's article, or the honest placeholder while it is not written. */
export function HelpTopicPage({ topic }: { topic: { path: string; label: string; icon: string } }) {
  return helpArticle(topic.path) === null ? (
    <PlannedScreenPage screen={topic.label} area="help" icon={topic.icon} />
  ) : (
    <HelpArticle path={topic.path} />
  );
}
