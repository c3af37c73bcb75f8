// ESLint (npm run lint, the `lint` suite of npm test): typescript-eslint's recommended rules, the rules of
// hooks, jsx-a11y's recommended rules, and the layers of src/ as import boundaries (eslint-plugin-boundaries).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// The layers of src/, lowest first: a layer imports only from the layers before it (DESIGN.md, "Layers").
// The components (blocks, gallery, dialogs, effects) are one layer and do not import each other: each block and
// each effect is an element of its own, the gallery and the dialogs one each; what two of them share is a
// primitive, or for the store's blocks the commerce layer (src/commerce: price, store buttons, cart indicator,
// member pricing, the checkout actions), which sits above the primitives. Imports inside one element are not checked.
const LAYERS = [
  { type: 'tokens', pattern: 'src/tokens' },
  { type: 'platform', pattern: 'src/platform' },
  { type: 'services', pattern: 'src/services' },
  { type: 'primitives', pattern: 'src/primitives' },
  { type: 'commerce', pattern: 'src/commerce' },
];
const COMPONENTS = [
  { type: 'block', pattern: 'src/blocks/*', capture: ['name'] },
  { type: 'gallery', pattern: 'src/gallery' },
  { type: 'dialogs', pattern: 'src/dialogs' },
  { type: 'effect', pattern: 'src/effects/*', capture: ['name'] },
];
const BELOW_COMPONENTS = LAYERS.map((layer) => layer.type);
const COMPONENT_TYPES = COMPONENTS.map((component) => component.type);

const allowTypes = (types) => ({ to: { element: { types: { anyOf: types } } } });

const layerPolicies = [
  ...LAYERS.map((layer, index) => ({
    from: { element: { type: layer.type } },
    allow: allowTypes(BELOW_COMPONENTS.slice(0, index)),
  })),
  ...COMPONENTS.map((component) => ({
    from: { element: { type: component.type } },
    allow: allowTypes(BELOW_COMPONENTS),
  })),
  {
    from: { element: { type: 'runtime-adapter' } },
    allow: allowTypes([...BELOW_COMPONENTS, ...COMPONENT_TYPES]),
  },
  // the package's entries re-export any layer
  {
    from: { element: { type: 'library' } },
    allow: allowTypes([...BELOW_COMPONENTS, ...COMPONENT_TYPES, 'runtime-adapter']),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'lib/**',
      'reports/**',
      'storybook-static/**',
      'storybook-static-subsets/**',
      'coverage/**',
      'stories/msw/mockServiceWorker.js',
    ],
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'visual-tests/**/*.ts',
      'a11y-tests/**/*.ts',
      'scripts/**/*.ts',
    ],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `[state, call] = next(state)` (one name reassigned, one new) is one statement; a `let` a closure reads
      // before its one assignment (a timer a callback clears) cannot be a const
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_`-prefixed names are the ones a signature needs but the body does not use
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        ...LAYERS,
        ...COMPONENTS,
        { type: 'runtime-adapter', pattern: 'src/runtime-adapter' },
        { type: 'library', pattern: 'src/library' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Import boundary: {{ from.type }} may not import {{ to.type }} (layers: tokens → platform → services → primitives → commerce → components → runtime-adapter; components do not import each other: move what they share down into a primitive)',
          policies: layerPolicies,
        },
      ],
    },
  },
);
