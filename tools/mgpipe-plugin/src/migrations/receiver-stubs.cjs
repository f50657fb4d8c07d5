// Nx migration receiver-stubs (migrations.json): Nx's migration runner require()s this file and does not load TypeScript,
// so it loads the implementation (phase-code.ts) through tsx's CommonJS API, as the generator shims do.
'use strict';
async function receiverStubs(tree) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const changed = tsxRequire('./phase-code.ts', __filename).receiverStubs(tree);
  for (const c of changed) console.log(`  receiver-stubs: ${c}`);
};
// Nx's runner calls the module's default export.
module.exports = receiverStubs;
module.exports.default = receiverStubs;
