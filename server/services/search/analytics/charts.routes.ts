import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../../shared/errors';
import type { ServiceContext } from '../../shared/service';
import { sendPage } from '../../shared/simpleRest';
import { deleteChart, findChart, insertChart, listCharts, updateChart } from './charts.queries';
import {
  Chart,
  chartIssues,
  ChartListQuery,
  ChartParams,
  CreateChart,
  UpdateChart,
} from './charts.schemas';

const tags = ['charts'];
const readers = { role: 'app.scribr.analytics' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));

/**
 * The Scribr dashboard's charts in ra-data-simple-rest conventions: read by every analytics user
 * (the same charts for the whole realm), changed by administrators only, each change audited.
 */
export const chartRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/charts',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The dashboard’s charts, in dashboard order unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"id": [..], "type": ".."}`, `range` `[first, last]`, ' +
          '`sort` `["order" | "inserted_at" | "updated_at", "ASC" | "DESC"]`; answered as a ' +
          'JSON array with `Content-Range: charts first-last/total` and `X-Total-Count`.',
        querystring: ChartListQuery,
        response: { 200: z.array(Chart), ...errorResponses },
      },
    },
    async (request, reply) => sendPage(reply, 'charts', await listCharts(db, request.query)),
  );

  app.get(
    '/charts/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One chart',
        params: ChartParams,
        response: { 200: Chart, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findChart(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );

  app.post(
    '/charts',
    {
      config: { ...editors, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a chart (administrators) and returns it with its id',
        description:
          'Defaults: no dimension, breakdown, interval (the dashboard’s), metadata key or ' +
          'duration buckets; no filter; width 6; placed after the last chart. A `kpi` has no ' +
          'dimension, the other types need one; `stacked_bar` needs a breakdown, `pie` has none.',
        body: CreateChart,
        response: { 201: Chart, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await insertChart(db, request.body)),
  );

  app.put(
    '/charts/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a chart (administrators) and returns it',
        description:
          'Any chart fields; omitted ones are kept. The chart as changed must still fit its type ' +
          '(see POST). `id`, `inserted_at` and `updated_at` may be sent back and are ignored.',
        params: ChartParams,
        body: UpdateChart,
        response: { 200: Chart, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const stored = await findChart(db, request.params.id);
      if (!stored) return reply.code(404).send(notFound());
      const issues = chartIssues({ ...stored, ...request.body });
      if (issues.length) {
        const errors: Record<string, string[]> = {};
        for (const { path, message } of issues) (errors[path] ??= []).push(message);
        return reply.code(400).send(errorBody(msg('request.invalidBody'), errors));
      }
      return (
        (await updateChart(db, request.params.id, request.body)) ?? reply.code(404).send(notFound())
      );
    },
  );

  app.delete(
    '/charts/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a chart (administrators) and returns it as it was',
        params: ChartParams,
        response: { 200: Chart, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deleteChart(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );
};
