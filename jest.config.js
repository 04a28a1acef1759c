// dayjs output depends on the time zone: pin it for every worker.
process.env.TZ = 'Asia/Shanghai'

/**
 * Three projects: `logic` runs the app's plain TypeScript modules (router, locales, platform, theme, tab-bar
 * rules, request layer) and the shared rules fast in node; `ui` mounts Taro components in jsdom with
 * @tarojs/test-utils-react, which transpiles node_modules and so is slower; `admin` runs the merchant
 * console's logic (admin/test/) in node, beside the code it tests. The gateway (server/) runs its own
 * tests with node --test.
 */
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const nodeTransform = {
  '^.+\\.[jt]sx?$': [
    'babel-jest',
    {
      babelrc: false,
      configFile: false,
      presets: [['@babel/preset-env', { targets: { node: '20' } }], '@babel/preset-typescript']
    }
  ]
}

const logic = {
  displayName: 'logic',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: nodeTransform
}

const admin = {
  displayName: 'admin',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/admin/test/**/*.test.ts'],
  transform: nodeTransform
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
  projects: [logic, ui, admin],
  testTimeout: 30000
}
