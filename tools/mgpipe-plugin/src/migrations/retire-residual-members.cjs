// Nx migration retire-residual-members (migrations.json): Nx's migration runner require()s this file and does not load TypeScript,
// so it loads the implementation (phase-code.ts) through tsx's CommonJS API, as the generator shims do.
'use strict';
async function retireResidualMembersFromState(tree) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const changed = tsxRequire('./phase-code.ts', __filename).retireResidualMembersFromState(tree);
  for (const c of changed) console.log(`  retire-residual-members: ${c}`);
};
// Nx's runner calls the module's default export.
module.exports = retireResidualMembersFromState;
module.exports.default = retireResidualMembersFromState;
