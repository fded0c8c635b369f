import { fuzzRoutes } from './support/fuzzRoutes';

// Issue 11, "Hostile input, property-based": every service but search, LM Factory and Moriarty
// (configuration, FTP accounts, phone lines, metrics, LLM enrichment — serviceFuzz.test.ts and
// serviceFuzz.search.test.ts take the others).
const elsewhere = new Set(['search', 'lmFactory', 'moriarty']);
fuzzRoutes('every endpoint of the other services', (route) => !elsewhere.has(route.service));
