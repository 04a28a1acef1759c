import type { UserConfigExport } from '@tarojs/cli'

const config: UserConfigExport = {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {}
}

export default config
