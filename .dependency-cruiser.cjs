// npm run lint: no import cycles, static or through import(): a cycle makes module order decide
// what is defined when, and hides which module a feature really starts from (docs/architecture.md).
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycle: one of these modules must not import the other (docs/architecture.md, layers).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|build|\\.e2e-build|coverage|test-results|playwright-report|scratch|locales)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'] },
    cache: false,
  },
};
