// @mgpipe/dirty-surface: the dirty-surface scanner (seeds §0.3 corollary 4, §5.2.1). See README.md.
export { checkTable, summaryLine, type CheckResult } from './check.ts';
export { scanFrontEnd, type MutatorFacts, type Scan } from './derive.ts';
export { PLANT_FILE, plantedSetterSource, runSelfTest, scanPlanted } from './self-test.ts';
export { mergeTable, readTable, type Table, type TableRow } from './table.ts';
export { createOverlayProgram, createScanProgram, listTsFiles, type Overrides } from './ts-program.ts';
