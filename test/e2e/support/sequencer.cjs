const DefaultSequencer = require('@jest/test-sequencer').default;

// The browser tier's longest files go first, so two workers end together: the quality walks
// (test/e2e/quality-*.e2e-spec.ts, a few lines each since the walks live in support/) and
// marketplace-many (the demo seed of 500 practices first). Without recorded durations (a fresh
// clone) jest's order, biggest file first, started them last and left a worker idle at the end.
// Every other file keeps jest's order.
const isLong = (test) => /[\\/]test[\\/]e2e[\\/](quality-[^\\/]+|marketplace-many)\.e2e-spec\.ts$/.test(test.path);

class LongestFirst extends DefaultSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isLong), ...sorted.filter((test) => !isLong(test))];
  }
}

module.exports = LongestFirst;
