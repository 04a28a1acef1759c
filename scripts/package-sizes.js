/**
 * Sizes of a mini-program build: the main package (everything outside the subpackage roots) and each
 * subpackage, from the build's app.json. Used by `npm run size` and its test.
 */
const fs = require('fs')
const path = require('path')

/** WeChat and Alipay refuse a package over 2 MiB; we keep each under 1 MiB to leave room to grow. */
const PACKAGE_BUDGET = 1024 * 1024

function filesUnder(dir) {
  const out = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(full))
    else out.push(full)
  }
  return out
}

/** Files the platform does not upload (licence notes, source maps) do not count. */
function counts(file) {
  return !file.endsWith('.LICENSE.txt') && !file.endsWith('.map')
}

function measurePackages(distDir, budget = PACKAGE_BUDGET) {
  const appJson = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8'))
  const roots = (appJson.subPackages || appJson.subpackages || []).map((p) => ({ name: p.name || p.root, root: p.root }))
  const sizes = new Map([['main', 0], ...roots.map((r) => [r.name, 0])])
  for (const file of filesUnder(distDir).filter(counts)) {
    const rel = path.relative(distDir, file).split(path.sep).join('/')
    const owner = roots.find((r) => rel.startsWith(`${r.root.replace(/\/$/, '')}/`))
    const key = owner ? owner.name : 'main'
    sizes.set(key, sizes.get(key) + fs.statSync(file).size)
  }
  return [...sizes.entries()].map(([name, bytes]) => ({ name, bytes, overBudget: bytes > budget }))
}

module.exports = { measurePackages, PACKAGE_BUDGET }
