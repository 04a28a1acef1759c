/**
 * The main area's home-topic page (product.md "Main pages": home-topic, home_topic, by topicId): the same
 * topic page as topic-activity (TopicPage.tsx), reached by the tab bar's and banners' TOPIC jumps.
 */
import { TopicPage } from '../topic-activity/TopicPage'

export default function HomeTopicPage() {
  return <TopicPage route="home_topic" />
}
