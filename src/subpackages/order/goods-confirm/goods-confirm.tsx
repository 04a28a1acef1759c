/** goods-confirm (login): buy now from a goods detail, one SKU and its quantity from the route. */
import { useMemo } from 'react'
import { useRouteParams } from '../../../router/use-route-params'
import { decodeGoodsLines } from '../../../../types/rules/goods-lines-param'
import { GoodsConfirmBody } from './GoodsConfirmBody'

export default function GoodsConfirmPage() {
  const { skuId = '', qty = '1', lines: linesParam } = useRouteParams()
  const lines = useMemo(() => decodeGoodsLines(linesParam ?? `${skuId}:${qty}`), [linesParam, skuId, qty])
  return <GoodsConfirmBody route="goods-confirm" lines={lines} fromCart={false} />
}
