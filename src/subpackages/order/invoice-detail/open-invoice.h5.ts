/**
 * Opening an issued invoice on H5: the browser shows the PDF from the gateway's short-lived link in a new
 * tab (or this one, when a pop-up blocker refuses the tab), and an e-invoice link opens the same way.
 */
import { assetUrl } from '../../../services/asset-url'

function openUrl(url: string): void {
  const opened = window.open(url, '_blank', 'noopener')
  if (!opened) window.location.assign(url)
}

export async function openInvoicePdf(url: string, _fileName: string): Promise<void> {
  openUrl(assetUrl(url))
}

export async function openInvoiceLink(url: string, _words: { done: string; failed: string }): Promise<void> {
  openUrl(url)
}
