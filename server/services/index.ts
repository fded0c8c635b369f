import { batchMetricsService } from './batch-metrics';
import { configService } from './config';
import { ftpService } from './ftp';
import { h2bMetricsService } from './h2b-metrics';
import { llmEnrichService } from './llm-enrich';
import { lmFactoryService } from './lm-factory';
import { moriartyService } from './moriarty';
import { phonelinesService } from './phonelines';
import { searchService } from './search';
import type { ServiceDefinition } from './shared/service';

/** Every backend service the platform serves, each under its base path (architecture §6). */
export const services: readonly ServiceDefinition[] = [
  lmFactoryService,
  configService,
  ftpService,
  searchService,
  moriartyService,
  phonelinesService,
  batchMetricsService,
  h2bMetricsService,
  llmEnrichService,
];
