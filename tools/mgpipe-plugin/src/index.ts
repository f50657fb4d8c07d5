// @mgpipe/mgpipe-plugin: programmatic access to the pipe generator (the Nx generator and the CLI wrap the same).
export { generate, staleFiles, readInputs, renderLock, OUTPUTS, CatalogError } from './pipe-gen/generate.ts';
export { runSelfTest, CONTROLS } from './pipe-gen/self-test.ts';
