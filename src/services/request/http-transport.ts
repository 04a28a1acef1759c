/**
 * The network edge: one round trip. Kept apart from RequestClient on purpose: on H5, Taro's API transform
 * turns `Taro.request` into an imported binding named after the API, and inside a class with its own
 * `request` method that binding came out undeclared ("request is not defined"). The mini-programs go
 * through Taro.request (wx.request / my.request); H5 has its own file (http-transport.h5.ts).
 */
import Taro from '@tarojs/taro'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface TransportRequest {
  url: string
  method: HttpMethod
  data: Record<string, unknown> | undefined
  header: Record<string, string>
  timeout: number
}

export interface RawReply {
  statusCode: number
  data: unknown
  header: Record<string, string>
}

export async function send(req: TransportRequest): Promise<RawReply> {
  const res = await Taro.request({ ...req, dataType: 'json' })
  return { statusCode: res.statusCode, data: res.data, header: (res.header ?? {}) as Record<string, string> }
}
