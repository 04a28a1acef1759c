/** goods-cart-confirm (login): the cart's selected lines from the route; the bought lines leave the cart with the order. */
import { useMemo } from 'react'
import { useRouteParams } from '../../../router/use-route-params'
import { decodeGoodsLines } from '../../../../types/rules/goods-lines-param'
import { GoodsConfirmBody } from '../goods-confirm/GoodsConfirmBody'

export default function GoodsCartConfirmPage() {
  const { lines } = useRouteParams()
  const decoded = useMemo(() => decodeGoodsLines(lines), [lines])
  return <GoodsConfirmBody route="goods-cart-confirm" lines={decoded} fromCart />
}
