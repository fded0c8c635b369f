// Every table of the local platform, one file per service; drizzle-kit generates the migrations
// in server/db/migrations from this module (`npx drizzle-kit generate`).
export * from './accountActivations';
export * from './annotations';
export * from './calls';
export * from './config';
export * from './enrich';
export * from './ftp';
export * from './identity';
export * from './llmEnrich';
export * from './lmFactory';
export * from './lmFactoryDictionaries';
export * from './lmFactoryLanguageModels';
export * from './metrics';
export * from './moriarty';
export * from './phonelines';
export * from './scribr';
