#!/usr/bin/env node
/**
 * Builds the H5 storefront once when dist/h5 is missing, so `npm start` works on a fresh clone; the same
 * for the merchant console (dist/admin) once the project has its build:admin script.
 */
const { execSync } = require('child_process')
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '..')
if (!fs.existsSync(path.join(root, 'dist', 'h5', 'index.html'))) {
  console.log('No H5 build yet: building it once (npm run build:h5)...')
  execSync('npm run build:h5', { cwd: root, stdio: 'inherit' })
}
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts || {}
if (scripts['build:admin'] && !fs.existsSync(path.join(root, 'dist', 'admin', 'index.html'))) {
  console.log('No console build yet: building it once (npm run build:admin)...')
  execSync('npm run build:admin', { cwd: root, stdio: 'inherit' })
}
