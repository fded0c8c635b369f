// `npm run bench`: prints the project's performance figures (speed is measured here, never in
// timed unit tests). Each benchmark is a plain function returning its figures.
import { benchFirstScreen } from './firstScreen';
import { benchListEngine } from './listEngine';
import { benchLmBuild } from './lmBuild';
import { benchMoriartyPreview } from './moriarty';
import { benchSearch } from './search';

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function report(name: string, figures: object, goal?: string) {
  const parts = Object.entries(figures).map(([key, value]) =>
    typeof value === 'number' ? `${key}=${format(value)}` : `${key}=${String(value)}`,
  );
  console.log(`${name}: ${parts.join('  ')}${goal ? `  (goal: ${goal})` : ''}`);
}

async function main() {
  benchListEngine(1000); // warm-up: let the JIT compile the engine before measuring
  report('list engine, client-side filter', benchListEngine(10_000), '< 16 ms per keystroke');
  await benchLmBuild(5000); // prints its own line
  await benchSearch(10_000); // prints its own lines
  await benchMoriartyPreview(10_000); // prints its own lines
  await benchFirstScreen(); // builds both apps, prints its own lines
}

await main();
