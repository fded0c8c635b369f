import { readPlatformOptions } from '../config';
import { openDatabase } from '../db';
import { seedDatabase } from '.';

// `npm run seed`: fills the configured database (DATABASE_URL, else PGlite in DATA_DIR) with the
// demo data and SEED_CALLS generated calls, printing progress — the same seed `npm start` runs on
// a first start, without starting the platform. `DATABASE_URL=postgres://… SEED_CALLS=1000000
// npm run seed` loads a million calls into PostgreSQL. A database that has calls is left as it is.
const options = readPlatformOptions();
const database = await openDatabase(
  options.databaseUrl ? { url: options.databaseUrl } : { dataDir: options.dataDir },
);
const where = options.databaseUrl ? 'PostgreSQL' : `PGlite in ${options.dataDir}`;
console.log(`Seeding ${options.seedSize} calls into ${where}…`);
const started = performance.now();
let reported = 0;
try {
  await seedDatabase(database, {
    size: options.seedSize,
    onProgress: (written) => {
      if (written - reported >= 50_000 || written === options.seedSize) {
        reported = written;
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`  ${written} calls written (${seconds} s)`);
      }
    },
  });
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
