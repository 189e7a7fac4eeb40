#!/usr/bin/env node
// Soak test of GET /embed/:id on the built API and real Postgres: a fixed request rate for minutes
// across 10,000 widgets, hot and cold ids mixed (half the requests go to 100 popular widgets, half
// to any of the 10,000, so the embed cache keeps filling, expiring and serving). Prints the non-2xx
// count, p99 and requests per second, and the API process's memory sampled every second. Fails
// (exit 1) on any non-2xx answer or error, or when memory is not flat after warm-up: RSS's mean
// over the last quarter of the run above its mean over the second quarter by more than the margin,
// or the V8 heap kept (in use right after a full collection, forced a quarter into the run and at
// its end) grown by more than the margin. Run on demand, never by tests:
//
//   pnpm --filter @widgetry/api build
//   node tooling/bench/bench-embed-soak.ts [--duration 120] [--rate 300] [--widgets 10000]
//     [--connections 20] [--memory-margin 25] [--no-fail]
//
// --duration is in seconds (20 for a quick run), --rate in requests per second for all
// connections together, --memory-margin in percent. BENCH_DATABASE_URL (else TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/postgres) is the admin connection: a fresh database is
// created on that server and dropped afterwards.
import { cpus } from 'node:os';
import type autocannon from 'autocannon';
import {
  adminDatabaseUrl,
  cleanupList,
  copyWidget,
  createDatabase,
  createWidget,
  loadLine,
  markVerified,
  positiveNumberOption,
  printTable,
  requireBuiltApi,
  run,
  signUp,
  startApi,
  temporaryDataDir,
  withClient,
} from './bench-support.ts';

const HOT_WIDGETS = 100;
const ORIGIN = 'https://soak.example.com';

const failOnBudget = !process.argv.includes('--no-fail');
const duration = Math.round(positiveNumberOption('duration', 'BENCH_DURATION', 120));
const rate = Math.round(positiveNumberOption('rate', 'BENCH_RATE', 300));
const widgetCount = Math.round(positiveNumberOption('widgets', 'BENCH_WIDGETS', 10_000));
const connections = Math.round(positiveNumberOption('connections', 'BENCH_CONNECTIONS', 20));
const memoryMargin = positiveNumberOption('memory-margin', 'BENCH_MEMORY_MARGIN', 25);
if (duration < 8) {
  console.error('--duration must be at least 8 seconds (four quarters of memory samples)');
  process.exit(2);
}

// Loaded into the API process before its own code: its memory every second, over the IPC channel,
// and on the message 'collect' the V8 heap in use right after a full collection (--expose-gc).
const MEMORY_REPORTER = `data:text/javascript,${encodeURIComponent(
  [
    'setInterval(() => { const m = process.memoryUsage(); process.send?.({ rss: m.rss, heapUsed: m.heapUsed }); }, 1000).unref();',
    "process.on('message', (m) => { if (m === 'collect') { globalThis.gc(); process.send?.({ collected: process.memoryUsage().heapUsed }); } });",
  ].join('\n'),
)}`;

requireBuiltApi();
const cleanups = cleanupList();
let passed = false;
let crashed = false;
try {
  const databaseUrl = await createDatabase(adminDatabaseUrl(), cleanups);
  const api = await startApi({
    databaseUrl,
    dataDir: temporaryDataDir(cleanups),
    cleanups,
    nodeArgs: ['--expose-gc', `--import=${MEMORY_REPORTER}`],
    ipc: true,
  });

  const user = await signUp(api.url, 'soak');
  await withClient(databaseUrl, (client) => markVerified(client, user.id));
  const first = await createWidget(api.url, user.token, 'prorated', {}, 'Soak');
  const ids = [first, ...(await copyWidget(databaseUrl, first, widgetCount - 1))];
  for (const id of [ids[0], ids.at(-1)]) {
    const check = await fetch(`${api.url}/embed/${id}`, { headers: { origin: ORIGIN } });
    if (check.status !== 200) throw new Error(`GET /embed/${id} answered ${check.status}`);
  }

  console.log(`Machine: ${cpus().length} cores, load average ${loadLine()} (1, 5, 15 min) before the run`);
  console.log(
    `GET /embed/:id at ${rate} req/s for ${duration} s over ${ids.length} widgets (half to ${HOT_WIDGETS} hot ones), ${connections} connections\n`,
  );

  /** What the reporter loaded into the API sends once a second. */
  interface MemorySample {
    rss: number;
    heapUsed: number;
  }
  const samples: MemorySample[] = [];
  let recording = true;
  let collectedHeap: ((bytes: number) => void) | undefined;
  api.child.on('message', (message: MemorySample | { collected: number }) => {
    if ('collected' in message) collectedHeap?.(message.collected);
    else if (recording) samples.push(message);
  });
  /**
   * The heap in use right after a full collection: what the process keeps. The sampled heap is a
   * sawtooth whose mean over a quarter moves with where the major collections fall (a run that
   * allocates less per request collects later), so a leak is judged on what survives a collection.
   */
  const heapKept = () =>
    new Promise<number>((resolve) => {
      collectedHeap = resolve;
      api.child.send('collect');
    });
  // Once warmed up (a quarter in, where the sampled comparison starts), and again at the end.
  let keptAfterWarmUp: Promise<number> | undefined;
  const warmedUp = setTimeout(
    () => {
      keptAfterWarmUp = heapKept();
    },
    (duration * 1000) / 4,
  );
  // A repeatable mix: the hot ids in turn on even requests; on odd ones a prime stride through all
  // of them, which reaches every widget once per pass and so keeps finding ones not cached yet.
  let sent = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => {
    const index = sent % 2 === 0 ? (sent / 2) % HOT_WIDGETS : (((sent - 1) / 2) * 3_571) % ids.length;
    request.path = `/embed/${ids[index]}`;
    sent += 1;
    return request;
  };
  const result = await run({
    url: api.url,
    connections,
    duration,
    overallRate: rate,
    headers: { origin: ORIGIN },
    requests: [{ setupRequest }],
  });
  recording = false;
  clearTimeout(warmedUp);
  const keptAtStart = await keptAfterWarmUp;
  const keptAtEnd = await heapKept();
  if (keptAtStart === undefined) throw new Error('the run ended before the heap was measured after warm-up');
  const keptGrowth = ((keptAtEnd - keptAtStart) / keptAtStart) * 100;

  const quarter = Math.floor(samples.length / 4);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const growth = (key: keyof MemorySample) => {
    const second = mean(samples.slice(quarter, 2 * quarter).map((sample) => sample[key]));
    const last = mean(samples.slice(samples.length - quarter).map((sample) => sample[key]));
    return { second, last, percent: ((last - second) / second) * 100 };
  };
  const rss = growth('rss');
  const heap = growth('heapUsed');
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const memoryFlat = quarter > 0 && rss.percent <= memoryMargin && keptGrowth <= memoryMargin;
  const clean = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
  passed = clean && memoryFlat;

  printTable([
    ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors'],
    [
      'GET /embed/:id (Postgres, soak)',
      result.requests.average.toFixed(1),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.latency.max),
      String(result.requests.total),
      String(result.non2xx),
      String(result.errors + result.timeouts),
    ],
  ]);
  console.log('');
  printTable([
    ['API memory (MB)', '2nd quarter mean', 'last quarter mean', 'growth %', 'peak'],
    ...(
      [
        ['RSS', rss, 'rss'],
        ['V8 heap used', heap, 'heapUsed'],
      ] as const
    ).map(([label, figures, key]) => [
      label,
      mb(figures.second),
      mb(figures.last),
      figures.percent.toFixed(1),
      mb(Math.max(...samples.map((sample) => sample[key]))),
    ]),
  ]);
  console.log(`(${samples.length} samples, one a second; the heap's means are shown, not judged)`);
  console.log(
    `V8 heap kept (in use after a full collection): ${mb(keptAtStart)} MB a quarter in, ${mb(keptAtEnd)} MB at the end, growth ${keptGrowth.toFixed(1)} %`,
  );
  console.log(
    `\nbudget: every answer 2xx, memory flat after warm-up (RSS's last-quarter mean and the heap kept at the end <= their value after warm-up + ${memoryMargin} %): ${passed ? 'PASS' : 'FAIL'}`,
  );
  console.log(`load average after the run: ${loadLine()}`);
} catch (error) {
  crashed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await cleanups.run();
}
if (crashed || (!passed && failOnBudget)) process.exit(1);
