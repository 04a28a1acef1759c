/**
 * Issue #31 item 11: "empty states offer 重试" → an empty state offers the action that makes the first item
 * (新建演出, 新建商品 …); retry belongs to error states (PageError) alone. Read from the pages' source.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SRC = join(__dirname, '../src')
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : []
  })

/** Each <PageEmpty …/> element's text, up to its closing "/>". */
function emptyStates(): { file: string; text: string }[] {
  return sources(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return [...text.matchAll(/<PageEmpty\b[\s\S]*?\/>\s*[)}\n]/g)].map((m) => ({ file, text: m[0] }))
  })
}

test('the scan finds the empty states', () => {
  expect(emptyStates().length).toBeGreaterThan(15)
})

test('no empty state offers retry or a refetch', () => {
  const offenders = emptyStates().filter((e) => /common\.retry|refetch\(/.test(e.text))
  expect(offenders.map((e) => `${e.file.slice(SRC.length)}: ${e.text}`)).toEqual([])
})
