// ESLint for the three parts and the tests: typescript-eslint's recommended rules without type
// information (so `npx eslint .` stays fast enough for npm test), and the rules of hooks for the app
// and the console. Formatting is Prettier's job (.prettierrc.json), so no stylistic rules here.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: ['**/node_modules/', 'dist/', 'coverage/', '.swc/', '.data/', 'e2e/.artifacts/', 'e2e/screenshots-diff/', 'e2e/baselines/']
  },
  {
    // A disable comment that no longer suppresses anything is an error, so each one keeps a reason to exist.
    linterOptions: { reportUnusedDisableDirectives: 'error' }
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } }
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'types/**/*.ts', 'config/h5-components/**/*.js', 'src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'admin/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    rules: {
      // jest hoists jest.mock() above the imports, so its module factories can only require(); the
      // dictionary test loads each locale file by a computed path.
      '@typescript-eslint/no-require-imports': 'off'
    }
  },
  {
    // The browser tests run functions inside the page (page.evaluate), where the DOM's names are defined.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    // The service worker's template: the gateway writes the API prefixes in place of the placeholder.
    files: ['server/src/static/service-worker.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, __API_PREFIXES__: 'readonly' } }
  },
  {
    // Plain CommonJS that node and the build tools load as they are: require is how these files import.
    files: ['*.js', 'scripts/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // The classic two rules of hooks. The React Compiler rules of plugin v7 (purity, refs, set-state-in-effect
    // ...) judge code written for a compiler this project does not use.
    files: ['src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error'
    }
  },
  {
    rules: {
      // Arguments and locals named with a leading underscore are kept on purpose (a signature a caller fixes).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }
      ]
    }
  }
)
