// dayjs output depends on the time zone: pin it for every worker.
process.env.TZ = 'Asia/Shanghai'

/**
 * Two projects: `logic` runs the plain TypeScript modules (router, locales, platform, theme, tab-bar
 * rules, request layer) fast in node; `ui` mounts Taro components in jsdom with @tarojs/test-utils-react,
 * which transpiles node_modules and so is slower. The gateway (server/) brings its own config later.
 */
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const logic = {
  displayName: 'logic',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: {
    '^.+\\.[jt]sx?$': ['babel-jest', {
      babelrc: false,
      configFile: false,
      presets: [['@babel/preset-env', { targets: { node: '20' } }], '@babel/preset-typescript']
    }]
  }
}

const ui = defineJestConfig({
  displayName: 'ui',
  rootDir: __dirname,
  bail: 0,
  testMatch: ['<rootDir>/tests/**/*.test.tsx'],
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), '<rootDir>/tests/setup/ui-setup.ts'],
  moduleNameMapper: {
    '\\.(css|scss|sass|less)$': '<rootDir>/tests/setup/style-stub.js'
  }
})

// Per-project copies of these global options only make jest warn.
delete ui.bail
delete ui.verbose

module.exports = {
  projects: [logic, ui],
  testTimeout: 30000
}
