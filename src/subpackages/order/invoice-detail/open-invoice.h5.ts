/**
 * Opening an issued invoice on H5: the browser shows the PDF from the gateway's short-lived link in a new
 * tab (or this one, when a pop-up blocker refuses the tab), and an e-invoice link opens the same way.
 */
import { assetUrl } from '../../../services/asset-url'
import { openInNewTab } from '../../../services/open-new-tab.h5'

export async function openInvoicePdf(url: string, _fileName: string): Promise<void> {
  openInNewTab(assetUrl(url))
}

export async function openInvoiceLink(url: string, _words: { done: string; failed: string }): Promise<void> {
  openInNewTab(url)
}
