/**
 * taro-ui's AtIndexes with its measuring made safe. taro-ui 3.3.2 measures the letter bar and the rows
 * 500 ms after mounting (and after the list's length changes) and reads the results without checking
 * them: when the picker has closed by then (a quick pick, a search that leaves no match) the read throws
 * an uncaught error on the page. This measures the same things, the same way, and skips what is gone.
 */
import Taro from '@tarojs/taro'
import type { Component, ReactNode } from 'react'
import AtIndexes from 'taro-ui/lib/components/indexes'

interface Rect {
  top: number
  height: number
}

/** One letter's section, as AtIndexes lists it (its items need a `name`, what the row shows). */
export interface IndexSection<I extends { name: string }> {
  key: string
  title: ReactNode
  items: I[]
}

interface Props<I extends { name: string }> {
  list: Array<IndexSection<I>>
  topKey: string
  isVibrate: boolean
  children?: ReactNode
  onClick(item: I): void
}

/** What taro-ui's initData fills in (private in its declarations, read by its touch and scroll handlers). */
interface Measured {
  menuHeight: number
  startTop: number
  itemHeight: number
  indexMap: Array<{ key: string; startHeight: number; endHeight: number }>
  /** Hides the letter shown after a jump, 3 s on. */
  timeoutTimer?: ReturnType<typeof setTimeout>
}

const Indexes = AtIndexes as unknown as new <I extends { name: string }>(props: Props<I>) => Component<Props<I>> & Measured

/** taro-ui's wait before measuring, so a first layout has happened. */
const MEASURE_DELAY_MS = 500

function measure(selector: string): Promise<Rect | undefined> {
  return new Promise((resolve) => {
    setTimeout(() => {
      Taro.createSelectorQuery()
        .select(selector)
        .boundingClientRect()
        .exec((res: Array<Rect | null>) => resolve(res?.[0] ?? undefined))
    }, MEASURE_DELAY_MS)
  })
}

export default class MeasuredIndexes<I extends { name: string }> extends Indexes<I> {
  private gone = false

  componentWillUnmount(): void {
    this.gone = true
    clearTimeout(this.timeoutTimer)
  }

  // The fields and their meaning are taro-ui's (lib/components/indexes/index.js initData).
  async initData(): Promise<void> {
    const list = this.props.list
    const [menu, top, item, title] = await Promise.all(
      ['.at-indexes__menu', '#at-indexes__top', '.at-list__item', '.at-indexes__list-title'].map(measure)
    )
    if (this.gone) return
    if (menu) {
      this.menuHeight = menu.height
      this.startTop = menu.top
      this.itemHeight = Math.floor(menu.height / (list.length + 1))
    }
    const itemHeight = item?.height ?? 0
    const titleHeight = title?.height ?? 0
    let end = top?.height ?? 0
    this.indexMap = list.map((section) => {
      const startHeight = end
      end += section.items.length * itemHeight + titleHeight
      return { key: section.key, startHeight, endHeight: end }
    })
  }
}
