/**
 * Opening an issued invoice on the mini-programs: the PDF is downloaded (Taro.downloadFile, from the
 * gateway's short-lived link) and shown by the system viewer (Taro.openDocument); an e-invoice link
 * cannot be opened in a mini-program without a business-domain web view, so it is copied for a browser.
 * H5 has open-invoice.h5.ts.
 */
import Taro from '@tarojs/taro'
import { assetUrl } from '../../../services/asset-url'
import { copyText } from '../../../utils/copy-text'

export async function openInvoicePdf(url: string, _fileName: string): Promise<void> {
  const file = await Taro.downloadFile({ url: assetUrl(url) })
  if (file.statusCode !== 200) throw new Error(`download ${file.statusCode}`)
  await Taro.openDocument({ filePath: file.tempFilePath, fileType: 'pdf', showMenu: true })
}

export async function openInvoiceLink(url: string, words: { done: string; failed: string }): Promise<void> {
  await copyText(url, words)
}
