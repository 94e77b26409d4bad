// Preloaded into a server a bench starts (`node --import ./bench/eld-probe.mjs ...`, see
// lib.mjs startServer): the event loop's delay, from perf_hooks.monitorEventLoopDelay, for the
// window between two marks. On SIGUSR2 it writes what the histogram holds since the last mark
// (milliseconds: p50, p99, max, mean, samples) with a sequence number to CREASE_BENCH_ELD_FILE,
// then starts a new window. The server itself is not changed.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.CREASE_BENCH_ELD_FILE;
if (file) {
  // 10 ms resolution would hide the delays that matter; 1 ms costs a timer a millisecond.
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let sequence = 0;
  const ms = (ns) => ns / 1e6;
  process.on('SIGUSR2', () => {
    sequence += 1;
    const window = {
      sequence,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
      samples: histogram.count,
    };
    histogram.reset();
    writeFileSync(file, JSON.stringify(window));
  });
}
