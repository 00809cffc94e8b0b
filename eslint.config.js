import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname

// Files of src/ allowed to reach the mock backend: the bootstrap that starts it in mock modes, the
// demo panel that drives it, and what never ships (tests, stories). The rest of src/ is production code.
const mockGateways = [
  'src/main.tsx',
  'src/features/demo-panel/**',
  'src/test/**',
  'src/**/*.test.{ts,tsx}',
  'src/**/*.stories.{ts,tsx}',
]

// Read at lint time, so a new feature folder is fenced off the moment it appears.
const featuresDir = join(root, 'src/features')
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : []

const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: compose them in a route, or move the shared part to src/components or src/lib.',
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Imports flow one way (shared -> features -> app and routes): routes and src/app compose features.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/routes', './src/app', './src/session'],
    message: 'Shared code (src/components, src/lib) may not depend on features, routes, src/app or the session.',
  },
  {
    target: './src/session',
    from: ['./src/features', './src/routes', './src/app'],
    message: 'The session is shared by every feature: it may not depend on features, routes or src/app.',
  },
  {
    target: './contract',
    from: ['./src', './mocks'],
    message: 'The contract is the bottom layer: it may not import the app or the mock.',
  },
  {
    target: './mocks',
    from: './src',
    message: 'The mock implements the contract; it may not import the app.',
  },
  {
    target: './scripts/typed-client',
    from: ['./contract', './mocks', './src'],
    message: 'The typed client knows the API from docs/openapi.json alone: that is what it proves (decision 33).',
  },
]

// lib is below components: a component may use lib, never the other way. Tests of lib may render
// components (a form hook needs fields to fill), so this zone leaves tests and stories out.
const libToComponentsZone = {
  target: './src/lib',
  from: './src/components',
  message: 'src/lib is below src/components: move what both need into src/lib, or pass it in.',
}

const srcToMocksZone = {
  target: './src',
  from: './mocks',
  message:
    'Only src/main.tsx, src/features/demo-panel, tests and stories may reach the mock backend: it must not ship to production.',
}

const rawHtmlMessage =
  'No dangerouslySetInnerHTML: render text, or build the elements (docs/product/quality-targets.md#security, CSP).'
const noRawHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: rawHtmlMessage },
  // The same prop passed as an object: createElement(tag, { dangerouslySetInnerHTML }) or a spread.
  {
    selector: "Property[key.name='dangerouslySetInnerHTML'], Property[key.value='dangerouslySetInnerHTML']",
    message: rawHtmlMessage,
  },
]

// no-restricted-imports does not see import(), so the lazy form is caught by syntax.
const noLazyMockLibraries = {
  selector: 'ImportExpression[source.value=/^(msw|@mswjs|@faker-js|fflate)(\\/|$)/]',
  message: 'Mock-only library: it must not ship to production. Use it in mocks/ instead.',
}

// Libraries that must not ship to production: the mock's (a type import ships nothing, so it stays
// allowed), and the one the dom tests check class lists with.
const devOnlyLibraries = {
  patterns: [
    {
      group: ['msw', 'msw/*', '@mswjs/*', '@faker-js/*', 'fflate'],
      message: 'Mock-only library: it must not ship to production. Use it in mocks/ instead.',
      allowTypeImports: true,
    },
    {
      group: ['tailwind-merge'],
      message:
        'Test-only: the product joins class lists without merging them (cn), and the dom tests check them with tailwind-merge (docs/decisions/0040-no-tailwind-merge.md).',
    },
  ],
}

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-demo/',
      'storybook-static/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'src/route-tree.gen.ts',
      'scripts/typed-client/generated/',
      'public/mockServiceWorker.js',
      // TanStack Router's scratch folder.
      '.tanstack/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The production build runs under script-src 'self' (docs/product/quality-targets.md#security): no string-to-code,
    // no raw HTML.
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...noRawHtml],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves the tsconfig aliases (@/, @contract, @mocks/) so the zones see through them.
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, srcToMocksZone] }],
    },
  },
  {
    // What ships to production: the app outside the mock gateways, and the contract it imports.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: mockGateways,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', devOnlyLibraries],
      'no-restricted-syntax': ['error', ...noRawHtml, noLazyMockLibraries],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: mockGateways,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, libToComponentsZone, srcToMocksZone] },
      ],
    },
  },
  {
    files: mockGateways,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // It only says the React Compiler would skip a component; this app does not run the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
)
