// Test support shared with the other packages' integration suites; never imported by
// production code.
export * from './test-databases.ts';
export * from './test-helpers.ts';
