import { GeneratedCreate, GeneratedEdit } from '../../../../shared/generated';
import { ChartPreview } from './ChartPreview';

/** `/scribr/analytics/edit/add`: the declared inputs and the chart's live preview. */
export const ChartCreate = () => (
  <GeneratedCreate>
    <ChartPreview />
  </GeneratedCreate>
);

/** `/scribr/analytics/edit/{uuid}`: the same, for a saved chart. */
export const ChartEdit = () => (
  <GeneratedEdit>
    <ChartPreview />
  </GeneratedEdit>
);
