// Nx 22 loads executors with require(); this package is ESM TypeScript. This CommonJS shim loads the real
// executor (executor.ts) through tsx's CommonJS API so there is one implementation.
'use strict';
module.exports = async function bisect(options, context) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const mod = tsxRequire('./executor.ts', __filename);
  return (mod.default ?? mod)(options, context);
};
