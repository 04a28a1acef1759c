import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { pageParams } from '../../types/routes/route-url'

/** The page's params: H5 path params and query merged, decoded, empty values dropped. */
export function useRouteParams(): Record<string, string> {
  const { params } = useRouter()
  return useMemo(() => pageParams(params), [params])
}
