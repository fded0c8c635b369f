// `npm run bench`: prints the project's performance figures (speed is measured here, never in
// timed unit tests). Each benchmark is a plain function returning its figures.
import { benchAnalytics, benchDashboardAggregations } from './analytics';
import { benchFirstScreen } from './firstScreen';
import { benchListEngine } from './listEngine';
import { benchListScroll } from './listScroll';
import { benchLmBuild } from './lmBuild';
import { benchMoriartyPreview } from './moriarty';
import { benchScribrCalls } from './scribrCalls';

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function report(name: string, figures: object, goal?: string) {
  const parts = Object.entries(figures).map(([key, value]) =>
    typeof value === 'number' ? `${key}=${format(value)}` : `${key}=${String(value)}`,
  );
  console.log(`${name}: ${parts.join('  ')}${goal ? `  (goal: ${goal})` : ''}`);
}

// `BENCH=scribr,moriarty npm run bench` runs only those; every one by default.
const only = process.env.BENCH?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);

async function main() {
  if (wanted('list')) {
    benchListEngine(1000); // warm-up: let the JIT compile the engine before measuring
    report('list engine, client-side filter', benchListEngine(10_000), '< 16 ms per keystroke');
  }
  if (wanted('lm')) await benchLmBuild(5000); // prints its own line
  if (wanted('moriarty')) await benchMoriartyPreview(10_000); // prints its own lines
  // Seeds 100 000 + 1 000 000 calls, prints its lines; the dashboard's aggregations are timed on
  // its 100 000 (`analytics` alone seeds its own).
  if (wanted('scribr'))
    await benchScribrCalls({
      onEmbedded: wanted('analytics') ? benchDashboardAggregations : undefined,
    });
  else if (wanted('analytics')) await benchAnalytics();
  // Builds both apps, prints its own lines (the corpus list and the analytics dashboard).
  if (wanted('firstScreen')) await benchFirstScreen();
  // Seeds 10 000 clues, builds the console (or reuses BENCH_DIST), prints its own lines.
  if (wanted('listScroll')) await benchListScroll();
}

await main();
