// Nx 22 loads generator factories with require(); this package is ESM TypeScript. This CommonJS shim loads the
// real factory (generator.ts) through tsx's CommonJS API so there is one implementation.
'use strict';
module.exports = async function advancePhase(tree, options) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const mod = tsxRequire('./generator.ts', __filename);
  return (mod.default ?? mod)(tree, options);
};
