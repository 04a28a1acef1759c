import type { UserConfigExport } from '@tarojs/cli'

const config: UserConfigExport = {
  mini: {},
  h5: {}
}

export default config
