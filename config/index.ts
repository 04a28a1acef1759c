import { defineConfig } from '@tarojs/cli'
import type { UserConfigExport } from '@tarojs/cli'
import path from 'path'
import devConfig from './dev'
import prodConfig from './prod'
import { FirstPageAssetsPlugin } from './first-page-assets'
import { createSwcRegister } from '@tarojs/helper'
import type * as AppPages from '../types/routes/app-pages'

// Taro compiles only config/ when it loads this file; the route table in types/routes is plain TypeScript
// shared with the app and the gateway, so extend the same hook to it before requiring it (app.config.ts
// reads it through this hook too).
createSwcRegister({
  only: [(file: string) => file.startsWith(path.join(__dirname)) || file.startsWith(path.join(__dirname, '..', 'types', 'routes'))]
})
// Required, not imported: an import would be hoisted above the hook that compiles it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { customRoutes } = require('../types/routes/app-pages') as typeof AppPages

const taroEnv = process.env.TARO_ENV ?? 'h5'

export default defineConfig(async (merge) => {
  const baseConfig: UserConfigExport = {
    projectName: 'stagedoor',
    date: '2026-11-22',
    // Our styles are written for the 375 design width; taro-ui's for 750 (product.md section 1).
    designWidth(input) {
      const file = (input as { file?: string } | undefined)?.file?.replace(/\\+/g, '/') ?? ''
      return file.includes('taro-ui') ? 750 : 375
    },
    deviceRatio: {
      640: 2.34 / 2,
      750: 1,
      375: 2,
      828: 1.81 / 2
    },
    sourceRoot: 'src',
    // Separate folders so the three builds never overwrite each other.
    outputRoot: `dist/${taroEnv}`,
    plugins: [],
    // Build-time settings read through process.env in src/services/request/build-env*.ts. Defined even when
    // unset: an undefined one would stay a bare `process` reference, which does not exist in a browser.
    defineConstants: {
      'process.env.TARO_APP_API_HOST': JSON.stringify(process.env.TARO_APP_API_HOST ?? ''),
      'process.env.TARO_APP_ID': JSON.stringify(process.env.TARO_APP_ID ?? '')
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@types': path.resolve(__dirname, '..', 'types')
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    mini: {
      // types/rules holds the form rules the app shares with the gateway: compile it like src/.
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        url: { enable: true, config: { limit: 1024 } },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      }
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: '/',
      staticDirectory: 'static',
      output: {
        filename: 'js/[name].[hash:8].js',
        chunkFilename: 'js/[name].[chunkhash:8].js'
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[hash].css',
        chunkFilename: 'css/[name].[chunkhash].css'
      },
      // The spec's web paths are the URLs (product.md section 2); the server falls back to index.html.
      router: {
        mode: 'browser',
        customRoutes: customRoutes()
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      webpackChain(chain) {
        chain.plugin('first-page-assets').use(FirstPageAssetsPlugin, [path.resolve(__dirname, '..', 'src')])
        // One module per Taro component (config/h5-components/index.js), side-effect free, so a page's
        // chunks carry only the components (and web components: swiper, picker...) it imports.
        chain.resolve.alias.set('@tarojs/components$', path.resolve(__dirname, 'h5-components', 'index.js'))
        chain.resolve.alias.set('@tarojs/components/dist/components$', path.resolve(__dirname, 'h5-components', 'custom-elements.js'))
        chain.resolve.alias.set('swiper/swiper-bundle.esm.js$', path.resolve(__dirname, 'h5-components', 'swiper-slim.js'))
        // The modules only: the stylesheet light-element.js's View and Text import is a side effect.
        chain.module
          .rule('h5-components')
          .test(/[\\/]config[\\/]h5-components[\\/][^\\/]+\.js$/)
          .set('sideEffects', false)
        // The weui icon font out of Taro's component stylesheet (see the loader's comment).
        chain.module
          .rule('strip-weui-font')
          .test(/[\\/]@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/)
          .use('strip-weui-font')
          .loader(path.resolve(__dirname, 'h5-components', 'strip-weui-font.js'))
        // Taro 3.6 H5 only splits shared code out of the initial chunk, so every lazily loaded page
        // carried its own copy of common modules; modules used by 2+ pages go into shared async chunks.
        chain.optimization.merge({
          splitChunks: {
            cacheGroups: {
              // Only the pages that show a carousel (the home banner) or a ticket's QR code load these.
              swiper: {
                name: 'swiper',
                test: /[\\/]node_modules[\\/](swiper|ssr-window|dom7)[\\/]/,
                chunks: 'async',
                priority: 3,
                enforce: true
              },
              qrcode: {
                name: 'qrcode',
                test: /[\\/]node_modules[\\/]qrcode-generator[\\/]/,
                chunks: 'async',
                priority: 3,
                enforce: true
              },
              // The rotating entry code goes with the QR library: only the ticket pages load it.
              'rotating-code': {
                name: 'qrcode',
                test: /([\\/]src[\\/](components[\\/]rotating-code|utils[\\/]hmac-sha1)[\\/.]|[\\/]types[\\/]rules[\\/]rotating-ticket-code\.)/,
                chunks: 'async',
                priority: 3,
                enforce: true
              },
              // taro-ui's form controls (AtInput, AtTextarea, AtInputNumber, AtSwitch and lodash under
              // them): only the form pages load them.
              'taro-ui-forms': {
                name: 'taro-ui-forms',
                test: /([\\/]node_modules[\\/](taro-ui[\\/]lib[\\/]components[\\/](input|input-number|textarea|switch)[\\/]|lodash[\\/])|[\\/]src[\\/]theme[\\/]taro-ui[\\/](input|input-number|textarea|switch)\.scss$)/,
                chunks: 'async',
                priority: 3,
                enforce: true
              },
              // No fixed name: one fixed-name chunk held every module any two pages share (taro-ui's
              // modal, tabs, list, float layout...) and every first page loaded all of it. Unnamed, webpack
              // makes one chunk per set of pages sharing modules, so a page loads only what it uses; below
              // 10 KB (source) a shared piece stays copied in its pages rather than cost another request.
              'async-shared': {
                chunks: 'async',
                minChunks: 2,
                minSize: 10000,
                priority: 1,
                reuseExistingChunk: true
              }
            }
          }
        })
      }
    }
  }
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
