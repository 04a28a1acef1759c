/** A buyer's delivery address in Shanghai's Xuhui district, made through the address calls. */
import type { TestApp } from './helpers'
import { auth, type Login } from './account-helpers'

/** The address calls' body for an address in Xuhui, Shanghai, with region codes the gateway accepts. */
export async function shanghaiAddressInput(t: TestApp, recipient = '王五') {
  const region = async (parent = '', name?: string) => {
    const list = (await t.get<Array<{ code: string; name: string }>>(`/user/pub/v1/regions${parent ? `?parentCode=${parent}` : ''}`)).body
      .data
    return (name ? list.find((x) => x.name === name) : list[0]) as { code: string }
  }
  const province = await region('', '上海市')
  const city = await region(province.code)
  const district = await region(city.code, '徐汇区')
  const street = await region(district.code)
  return {
    recipient,
    cellphone: '13700000000',
    provinceCode: province.code,
    cityCode: city.code,
    districtCode: district.code,
    streetCode: street.code,
    detail: '漕溪北路88号圣爱大厦12楼1203室'
  }
}

export async function shanghaiAddress(t: TestApp, who: Login): Promise<string> {
  const created = await t.call<{ id: string }>('POST', '/user/buyer/v3/user/addresses', await shanghaiAddressInput(t), auth(who))
  return created.body.data.id
}
