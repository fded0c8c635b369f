import { fuzzRoutes } from './support/fuzzRoutes';

// Issue 11, "Hostile input, property-based": every service but search (serviceFuzz.search.test.ts
// takes the search service's routes, the most numerous, so the two files run side by side).
fuzzRoutes('every endpoint outside the search service', (route) => route.service !== 'search');
