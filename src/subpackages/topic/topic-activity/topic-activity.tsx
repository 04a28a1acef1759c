/** The topic page by its /topic-activity/:topicId address (product.md "Topic"): TopicPage.tsx. */
import { TopicPage } from './TopicPage'

export default function TopicActivityPage() {
  return <TopicPage route="topic_activity" />
}
