import { defineService } from '../shared/service';
import { analyticsRoutes } from './analytics';
import { annotationsRoutes } from './annotations';
import { callRoutes } from './calls.routes';
import { contactRoutes } from './contact.routes';
import { directoryRoutes } from './directory.routes';
import { searchRoutes } from './search.routes';
import { statisticsRoutes } from './statistics.routes';

/**
 * Call-transcription and search service (spec §7, base `/api/v1/`): the calls model shared by
 * LM Factory, Moriarty and Scribr (architecture §8), client and campaign pickers, contact form.
 */
export const searchService = defineService({
  name: 'search',
  title: 'Search',
  description:
    'Calls and their transcripts: full-text search with filters and order, CSV export, a ' +
    'call’s neighbours in a list, aggregations for the Scribr dashboard and its charts, ' +
    'classification labels and their annotations of calls (administrators: the measured ' +
    'precision and recall of a tag, training-data exports), ' +
    'clients, campaigns, tags, one call with its transcript, statistics events, and the ' +
    'contact form. Administrators (`global.admin`) see every ' +
    'client; other users see the clients named by their `client-<id>` groups ' +
    '(`app_metadata_groups`), nothing without one.',
  routes: async (app, context) => {
    await app.register(searchRoutes, context);
    await app.register(directoryRoutes, context);
    await app.register(callRoutes, context);
    await app.register(contactRoutes, context);
    await app.register(statisticsRoutes, context);
    await app.register(analyticsRoutes, context);
    await app.register(annotationsRoutes, context);
  },
});
