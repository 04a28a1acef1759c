#!/usr/bin/env node
/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a build (dist/h5, or the folder of
 * dist named as the argument: `node scripts/precompress.js admin` for the console), at the highest
 * settings, once per build: the gateway serves them as they are (@fastify/static `preCompressed`)
 * instead of compressing the same files on every request.
 */
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const dir = path.resolve(__dirname, '..', 'dist', process.argv[2] || 'h5')
const TEXT = /\.(js|css|html|svg|json|txt|map)$/
const MIN_BYTES = 1024

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (TEXT.test(entry.name)) yield full
  }
}

let count = 0
let raw = 0
let br = 0
for (const file of files(dir)) {
  const body = fs.readFileSync(file)
  if (body.length < MIN_BYTES) continue
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length }
  })
  fs.writeFileSync(`${file}.br`, brotli)
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
  count++
  raw += body.length
  br += brotli.length
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB, ${(br / 1024).toFixed(0)} KiB as brotli`)
