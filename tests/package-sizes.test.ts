import fs from 'fs'
import os from 'os'
import path from 'path'
const { measurePackages } = require('../scripts/package-sizes.js') as {
  measurePackages(dir: string, budget?: number): Array<{ name: string; bytes: number; overBudget: boolean }>
}

function write(root: string, rel: string, bytes: number) {
  const file = path.join(root, rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, Buffer.alloc(bytes))
}

describe('npm run size: package sizes of a mini-program build', () => {
  test('main is everything outside the subpackage roots; licence files do not count; budget is checked', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'))
    fs.writeFileSync(
      path.join(dir, 'app.json'),
      JSON.stringify({
        pages: ['pages/list/list'],
        subPackages: [
          { root: 'subpackages/show', name: 'show', pages: [] },
          { root: 'subpackages/showcase', name: 'showcase', pages: [] }
        ]
      })
    )
    write(dir, 'app.js', 1000)
    write(dir, 'vendors.js.LICENSE.txt', 5000)
    write(dir, 'subpackages/show/a.js', 300)
    write(dir, 'subpackages/showcase/b.js', 2000)
    const sizes = measurePackages(dir, 1500)
    const byName = Object.fromEntries(sizes.map((s) => [s.name, s]))
    expect(byName.main.bytes).toBe(1000 + fs.statSync(path.join(dir, 'app.json')).size)
    expect(byName.show.bytes).toBe(300)
    expect(byName.showcase.bytes).toBe(2000)
    expect(byName.showcase.overBudget).toBe(true)
    expect(byName.main.overBudget).toBe(false)
  })
})
