/**
 * Sums up a V8 .cpuprofile (node --cpu-prof, e.g. `PROFILE=1 npm run bench:rush`): the top frames by self
 * time and by inclusive time (a frame counted once per sample however deep it recurs), over every sample
 * or over the samples whose stack passes through a frame matching PATH_MATCH (a file or function name).
 *
 *   node --import tsx bench/cpu-profile-top.ts <file.cpuprofile> [PATH_MATCH] [TOP=15]
 *   FROM_S=30 TO_S=36 node --import tsx bench/cpu-profile-top.ts ...   # only samples in that window
 *
 * TIMELINE=1 prints the busy (not idle) milliseconds of each second first, to find a phase's window.
 */
import fs from 'node:fs'
import path from 'node:path'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, match, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [PATH_MATCH] [TOP]')
const top = Number(topArg ?? 15)
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

const root = path.resolve(__dirname, '..')
const label = (n: ProfileNode) => {
  const f = n.callFrame
  const where = f.url ? `${f.url.replace(/^file:\/\//, '').replace(root + '/', '')}:${f.lineNumber + 1}` : ''
  return `${f.functionName || '(anonymous)'} ${where}`.trim()
}

const self = new Map<string, number>()
const inclusive = new Map<string, number>()
let total = 0
let kept = 0
const from = Number(process.env.FROM_S ?? 0) * 1000
const to = Number(process.env.TO_S ?? Infinity) * 1000
const busy: number[] = []
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000
  const at = total
  total += dt
  const leaf = byId.get(id)!.callFrame.functionName
  if (leaf !== '(idle)') busy[Math.floor(at / 1000)] = (busy[Math.floor(at / 1000)] ?? 0) + dt
  if (at < from || at >= to) return
  const stack: string[] = []
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(label(byId.get(at)!))
  if (match && !stack.some((s) => s.includes(match))) return
  kept += dt
  self.set(stack[0], (self.get(stack[0]) ?? 0) + dt)
  for (const s of new Set(stack)) inclusive.set(s, (inclusive.get(s) ?? 0) + dt)
})

const print = (title: string, m: Map<string, number>, skip: (k: string) => boolean) => {
  console.log(`\n${title}\n| ms | % | frame |\n| --- | --- | --- |`)
  ;[...m]
    .filter(([k]) => !skip(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([k, ms]) => console.log(`| ${ms.toFixed(0)} | ${((100 * ms) / kept).toFixed(1)} | ${k.replace(/\|/g, '\\|')} |`))
}
if (process.env.TIMELINE === '1') console.log(busy.map((ms, s) => `${s}s ${(ms ?? 0).toFixed(0)}`).join('  '))
console.log(`${file}: ${total.toFixed(0)} ms sampled; ${match ? `${kept.toFixed(0)} ms with "${match}" on the stack` : 'all samples'}`)
print('By self time', self, () => false)
// The frames every sample passes through (the root, the event loop) say nothing: left out.
print('By inclusive time', inclusive, (k) => k.startsWith('(root)') || k.startsWith('(program)'))
