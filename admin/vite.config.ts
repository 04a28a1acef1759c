/**
 * The merchant console (issue #16): built to dist/admin and served by the gateway under /admin.
 * `npm run dev:admin` proxies the console's API and the buyer API to a local gateway.
 */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { createRequire } from 'node:module'

const here = path.dirname(fileURLToPath(import.meta.url))
const gateway = process.env.GATEWAY_URL || 'http://localhost:3000'

/** jsqr (the door camera's decoder) is in package.json; until it is installed the build still works. */
function hasJsQr(): boolean {
  try {
    createRequire(import.meta.url).resolve('jsqr')
    return true
  } catch {
    return false
  }
}

export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: hasJsQr() ? {} : { jsqr: path.resolve(here, 'src/pages/door/jsqr-missing.ts') } },
  build: {
    outDir: path.resolve(here, '../dist/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500
  },
  server: {
    proxy: {
      '/admin-api': { target: gateway, changeOrigin: true },
      '/home': { target: gateway, changeOrigin: true },
      '/user': { target: gateway, changeOrigin: true },
      '/trade': { target: gateway, changeOrigin: true },
      '/show': { target: gateway, changeOrigin: true },
      // The preview iframe loads the real H5 storefront from the gateway.
      '^/($|\\?)': { target: gateway, changeOrigin: true },
      '/static': { target: gateway, changeOrigin: true },
      '/js': { target: gateway, changeOrigin: true },
      '/css': { target: gateway, changeOrigin: true }
    }
  }
})
