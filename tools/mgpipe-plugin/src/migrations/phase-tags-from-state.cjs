// Nx migration phase-tags-from-state (migrations.json): Nx's migration runner require()s this file and does not load TypeScript,
// so it loads the implementation (phase-code.ts) through tsx's CommonJS API, as the generator shims do.
'use strict';
async function phaseTagsFromState(tree) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const changed = tsxRequire('./phase-code.ts', __filename).phaseTagsFromState(tree);
  for (const c of changed) console.log(`  phase-tags-from-state: ${c}`);
};
// Nx's runner calls the module's default export.
module.exports = phaseTagsFromState;
module.exports.default = phaseTagsFromState;
