// Import boundaries, checked by `npm run check` (docs/decisions/018-structure-checks.md). Type-only imports
// count too: a type is as much a dependency for a reader as a function.

const TESTS = '\\.test\\.tsx?$';

export default {
  forbidden: [
    {
      name: 'client-never-imports-server',
      comment: 'The browser bundle must never pull in server code (secrets, database, Node modules).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-client',
      comment: 'The server shares with the browser only what lives in src/domain.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'domain-imports-only-domain',
      comment: 'src/domain is pure rules and contracts, shared by both sides; it knows neither.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'shared-code-never-imports-a-feature',
      comment:
        'Libraries, components and integrations sit below the features. Only the shell wires features together: ' +
        'src/server/app.ts and the scheduled jobs it starts, src/client/routes.tsx and src/client/shell/ (the page ' +
        'frame), which are not "from" here.',
      severity: 'error',
      from: {
        path: '^src/(client/(lib|components)|server/(lib|http|integrations|db|outbox))/',
        pathNot: TESTS,
      },
      to: { path: '^src/(client|server)/features/' },
    },
    {
      name: 'only-the-entries-import-the-shell',
      comment:
        'The page frame (src/client/shell/) sits above the features it holds; main.tsx and render-page.tsx start it. ' +
        'A feature, library or component that imported it would import every page part around itself.',
      severity: 'error',
      from: { path: '^src/client/(features|lib|components)/' },
      to: { path: '^src/client/shell/' },
    },
    {
      name: 'feature-imports-another-only-through-its-public-file',
      comment:
        "A feature's public file is the one named after it (features/consent/consent.ts). On the server, features " +
        'do not import each other at all: src/server/app.ts hands each what it needs of another.',
      severity: 'error',
      from: { path: '^src/(client|server)/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^src/$1/features/(?!$2/)([^/]+)/',
        pathNot: '^src/client/features/([^/]+)/\\1\\.tsx?$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|dist|\\.tmp)/' },
  },
};
