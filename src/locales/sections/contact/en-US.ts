/** Texts of customer service and the web view page in English. */
import type { ContactMessages } from './zh-CN'

const enUS: ContactMessages = {
  service: {
    title: 'Customer service',
    phone: 'Phone',
    call: 'Call',
    hours: 'Opening hours',
    online: 'Online chat',
    online_detail: 'Chat with us on the web',
    platform: 'Mini-program service',
    platform_detail: 'Message the shop without leaving the app',
    none: 'The shop has not set up customer service yet',
    none_detail: 'Order help covers collecting tickets, refunds and invoices',
    help: 'Order help',
    close: 'Close',
    failed: "Customer service details didn't load",
    weekday: {
      d1: 'Mon',
      d2: 'Tue',
      d3: 'Wed',
      d4: 'Thu',
      d5: 'Fri',
      d6: 'Sat',
      d7: 'Sun'
    }
  },
  web: {
    opening: 'Opening the page…',
    refused_title: "This page can't be opened here",
    refused_domain: "{host} isn't one of the sites this shop opens. To visit it, copy the link and open it in your browser.",
    refused_https: 'Only secure links starting with https can be opened here. To visit it, copy the link and open it in your browser.',
    refused_malformed: "This link isn't a valid web address.",
    copy_link: 'Copy link',
    copied: 'Link copied',
    back: 'Back',
    missing: 'There is no page to open',
    failed: "The page details didn't load"
  }
}

export default enUS
