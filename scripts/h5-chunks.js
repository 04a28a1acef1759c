/**
 * The chunks an H5 page's route loads before it can paint, read from the built app bundle: Taro writes
 * its router table there as `{"path":"<page>","load":function load(..){return[Promise.all([X.e(133),
 * X.e(834)]).then(..)` and webpack's runtime maps each chunk id to its file's hash.
 */
const fs = require('fs')
const path = require('path')

/** The chunk files (besides the initial ones) the page's loader asks for; undefined if the page is not found. */
function pageChunks(jsDir, files, initial, page) {
  const app = initial.map((f) => fs.readFileSync(path.join(jsDir, f), 'utf8')).find((text) => text.includes('"load":function'))
  if (!app) return undefined
  const at = app.indexOf(`"path":"${page}","load":function`)
  if (at < 0) return undefined
  const loader = app.slice(at, app.indexOf('.then(', at))
  const ids = [...loader.matchAll(/\.e\((\d+)\)/g)].map((m) => m[1])
  const hashes = {}
  for (const m of app.matchAll(/"(\d+)":"([0-9a-f]{8})"/g)) hashes[m[1]] = m[2]
  return ids.map((id) => files.find((f) => f.endsWith(`.${hashes[id]}.js`))).filter((f) => f !== undefined)
}

module.exports = { pageChunks }
