import { useTranslate } from 'react-admin';
import type { Span } from '../../labels/labelRecord';
import type { TranscriptTurn } from '../callRecord';
import { spanText } from './transcriptSpan';

const KEYS = 'resources.scribr/classification-labels.call';

/** "Turn 2: «…»" or "Whole call". */
export const usePassageText = () => {
  const translate = useTranslate();
  return (span: Span | null, turns: readonly TranscriptTurn[]) =>
    span
      ? translate(`${KEYS}.onPassage`, {
          turn: span.turn + 1,
          text: spanText(turns[span.turn]?.text ?? '', span),
        })
      : translate(`${KEYS}.wholeCall`);
};
