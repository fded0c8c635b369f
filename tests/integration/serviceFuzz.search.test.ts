import { fuzzRoutes } from './support/fuzzRoutes';

// Issue 11, "Hostile input, property-based": the search service's routes (the others:
// serviceFuzz.*.test.ts).
fuzzRoutes('every endpoint of the search service', (route) => route.service === 'search');
