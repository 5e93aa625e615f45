// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads its sequencer as CommonJS
const DefaultSequencer = require('@jest/test-sequencer').default;

// The browser tier's quality walks (test/e2e/quality-*.e2e-spec.ts) are its longest files but a
// few lines each (the walks live in support/): without recorded durations (a fresh clone) jest's
// order, biggest file first, would start them last and leave a worker idle at the end. They go
// first; every other file keeps jest's order.
const isQualityWalk = (test) => /[\\/]test[\\/]e2e[\\/]quality-[^\\/]+\.e2e-spec\.ts$/.test(test.path);

class QualityWalksFirst extends DefaultSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isQualityWalk), ...sorted.filter((test) => !isQualityWalk(test))];
  }
}

module.exports = QualityWalksFirst;
