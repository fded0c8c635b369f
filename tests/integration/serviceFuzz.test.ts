import { fuzzRoutes } from './support/fuzzRoutes';

// Issue 11, "Hostile input, property-based": the language-model factory's and Moriarty's routes.
// The other services have files of their own (serviceFuzz.*.test.ts), so the test workers share
// the work.
const services = new Set(['lmFactory', 'moriarty']);
fuzzRoutes('every endpoint of LM Factory and Moriarty', (route) => services.has(route.service));
