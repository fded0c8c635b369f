import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../../shared/messages';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../../shared/errors';
import type { ServiceContext } from '../../shared/service';
import { administrators, tags } from './access';
import { findLabel } from './labels.queries';
import { LabelParams } from './labels.schemas';
import { MAX_REVIEW, Quality, qualityOf } from './quality';

/** `GET classification-labels/{id}/quality`: the measured precision and recall of a label's tag. */
export const qualityRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/classification-labels/:id/quality',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'Precision and recall of the Moriarty tag the label judges, on annotated calls',
        description:
          'Only the calls annotated with this label count (every client’s; any other call is ' +
          'left out, whatever the tag says on it). Each counts once, by its annotation (the ' +
          'truth) and by whether the label’s tag is among its `detected_tags` (the tag’s ' +
          'verdict): annotated positive and detected is a true positive, negative and detected ' +
          'a false positive, positive and not detected a false negative, negative and not ' +
          'detected a true negative. `precision` = true positives / calls where the tag was ' +
          'detected (annotated positive among the annotated calls where the tag was detected); ' +
          '`recall` = true positives / calls annotated positive (detected among the annotated ' +
          'positive); each is null when its denominator is 0. `review` lists the disagreeing ' +
          `calls by id (at most ${MAX_REVIEW} of each kind, by call id). Computed in SQL at ` +
          'the time of the request. 409 when the label judges no tag.',
        params: LabelParams,
        response: {
          200: Quality,
          ...errorResponses,
          ...notFoundResponse,
          409: ErrorBody.describe('The label judges no tag'),
        },
      },
    },
    async (request, reply) => {
      const label = await findLabel(db, request.params.id);
      if (!label) return reply.code(404).send(errorBody(msg('request.notFound')));
      if (label.tag_id === null)
        return reply
          .code(409)
          .send(errorBody(msg('labels.noTag'), { tag_id: [msg('labels.noTag')] }));
      return qualityOf(db, label.id, label.tag_id);
    },
  );
};
