import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { oneHomeConfigs } from './scripts/eslint/one-home-rules.mjs';

// Every remote's folder (the workspace's `mf-*` packages, pnpm-workspace.yaml).
const remotes = readdirSync(new URL('.', import.meta.url)).filter((name) => name.startsWith('mf-'));

// React Router itself is not a shared singleton: a direct import would give a page a router of
// its own. Its one door is the @fangtasy/shared/router facade.
const ROUTER_ONLY_THROUGH_SHARED = {
  group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'],
  message: 'Import routing from @fangtasy/shared/router (the one shared router).',
};

// The shared package is consumed by everyone, so it may import nobody (its own name is allowed:
// the standalone kit must reach the singleton entry).
const SHARED_IMPORTS_NOBODY = [
  ROUTER_ONLY_THROUGH_SHARED,
  { regex: '^@fangtasy/(?!shared($|/))', message: 'shared/ imports no other workspace package.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.dev-dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'tests/.artifacts/**',
      // The previous release's build, kept between browser runs (support/previous-release.ts).
      'tests/.cache/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Remotes never import each other and the shell never imports a remote's source: they meet at run time.
  ...['shell', ...remotes].map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ROUTER_ONLY_THROUGH_SHARED,
            {
              group: [...remotes, 'shell', 'api']
                .filter((other) => other !== pkg)
                .flatMap((other) => [
                  `**/${other}/**`,
                  `@fangtasy/${other}`,
                  `@fangtasy/${other}/**`,
                ]),
              message:
                'Packages meet at run time through Module Federation or through @fangtasy/shared.',
            },
          ],
        },
      ],
    },
  })),
  // The shared package is consumed by everyone, so it may import nobody.
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: SHARED_IMPORTS_NOBODY,
        },
      ],
    },
  },
  // The client calls the api's routes by their declared names (docs/decisions/052): it reads the
  // declarations (zod schemas) only as types, so no page downloads zod for them, and no call
  // function sends a request of its own past callRoute.
  {
    files: ['shared/src/api/**/*.ts'],
    ignores: ['shared/src/api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SHARED_IMPORTS_NOBODY,
            {
              group: ['../routes', '../routes/*'],
              allowTypeImports: true,
              message:
                'The client reads route declarations as types only (zod stays off the pages).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/api/**/*.ts'],
    ignores: ['shared/src/api/client.ts', 'shared/src/api/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='apiClient'][property.name=/^(get|post|put|patch|delete|request|head)$/]",
          message: 'Call a declared route with callRoute (shared/src/routes, docs/decisions/052).',
        },
      ],
    },
  },
  // Inside the api, imports point down only: routes -> live, waivers -> services -> db. A route
  // reads and writes through services (and the waiver engine); the live streams and the engine
  // use services; services use the database; the database layer knows none of them. No cycles
  // between the layers.
  ...[
    { layer: 'db', above: ['routes', 'live', 'waivers', 'services'] },
    { layer: 'services', above: ['routes', 'live', 'waivers'] },
    { layer: 'waivers', above: ['routes', 'live'] },
    { layer: 'live', above: ['routes', 'waivers'] },
  ].map(({ layer, above }) => ({
    files: [`api/src/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: above.map((upper) => ({
            group: [`**/${upper}/*`, `**/${upper}`],
            message: `api/src/${layer} sits below api/src/${upper}: imports go routes -> live, waivers -> services -> db.`,
          })),
        },
      ],
    },
  })),
  // A route reaches the database only through services: no query builder, no SQL, no db module
  // (its types may be named). What a route may call is the service layer's surface.
  {
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Routes query through services (api/src/services).' }],
          patterns: [
            {
              group: ['**/db/*', '**/db'],
              allowTypeImports: true,
              message: 'Routes reach the database only through services (api/src/services).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction|connection)$/]',
          message: 'Routes reach the database only through services (api/src/services).',
        },
      ],
    },
  },
  // Member rules and scoring have one home each (docs/decisions/054): a rule-set number, a role
  // list or a scoring expression written anywhere else fails the lint.
  ...oneHomeConfigs,
);
