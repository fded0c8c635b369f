import { fuzzRoutes } from './support/fuzzRoutes';

// Issue 11, "Hostile input, property-based": FTP accounts, phone lines, metrics and LLM
// enrichment. Search, configuration, LM Factory and Moriarty: serviceFuzz.search.test.ts,
// serviceFuzz.config.test.ts and serviceFuzz.test.ts.
const elsewhere = new Set(['search', 'config', 'lmFactory', 'moriarty']);
fuzzRoutes('every endpoint of the other services', (route) => !elsewhere.has(route.service));
