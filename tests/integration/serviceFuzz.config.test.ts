import { fuzzRoutes } from './support/fuzzRoutes';

// Issue 11, "Hostile input, property-based": the configuration service's routes. The others have
// files of their own (serviceFuzz*.test.ts), so the test workers share the work.
fuzzRoutes('every endpoint of the configuration service', (route) => route.service === 'config');
