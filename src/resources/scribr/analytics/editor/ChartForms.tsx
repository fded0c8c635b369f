import { GeneratedCreate, GeneratedEdit } from '../../../../shared/resourceViews';
import { ChartPreview } from './ChartPreview';

/** `/scribr/analytics/edit/add`: the declared inputs and the chart's live preview. */
export const ChartCreate = () => (
  <GeneratedCreate title="resources.scribr/analytics.editor.addTitle">
    <ChartPreview />
  </GeneratedCreate>
);

/** `/scribr/analytics/edit/{uuid}`: the same, for a saved chart. */
export const ChartEdit = () => (
  <GeneratedEdit title="resources.scribr/analytics.editor.editTitle">
    <ChartPreview />
  </GeneratedEdit>
);
