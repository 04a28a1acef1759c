#!/usr/bin/env node
/**
 * `npm start`: builds H5 when dist/h5 is missing, then serves it on PORT (default 3000) with the
 * history fallback Taro's browser router needs for deep links such as /content/123.
 * The gateway (issue #4) takes this over and serves the same build beside its API.
 */
const { execSync } = require('child_process')
const fs = require('fs')
const path = require('path')
const { createStaticServer } = require('./static-server')

const root = path.resolve(__dirname, '..')
const dist = path.join(root, 'dist', 'h5')
const port = Number(process.env.PORT || 3000)

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`)
  process.exit(1)
}
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('No H5 build yet: building it once (npm run build:h5)...')
  execSync('npm run build:h5', { cwd: root, stdio: 'inherit' })
}

const server = createStaticServer(dist)
server.listen(port, () => console.log(`Stagedoor storefront on http://localhost:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
