/**
 * Whether the merchant sells goods with a show (tied sale, POST /pub/v5/tied_sale/search), for the pages that
 * offer them after the tickets are paid (pay-success, a paid order's detail). False until known, for no show,
 * and when the call fails: the offer is only a link, never worth an error on those pages.
 */
import { useEffect, useState } from 'react'
import { tiedSaleGoods } from '../services/goods-api'

export function useHasTiedGoods(showId: string | undefined): boolean {
  const [has, setHas] = useState(false)
  useEffect(() => {
    if (!showId) return
    let live = true
    tiedSaleGoods({ showId }).then(
      (goods) => live && setHas(goods.length > 0),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [showId])
  return has
}
