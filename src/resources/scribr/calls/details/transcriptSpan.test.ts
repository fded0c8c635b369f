import { describe, expect, it } from 'vitest';
import { spanOf, spanText, toCodePoints, transcriptSelection } from './transcriptSpan';

describe('transcript spans', () => {
  // "😀" is two UTF-16 units but one code point (the service counts code points).
  const text = 'Bonjour 😀 résilier';

  it('turn UTF-16 offsets into code points', () => {
    expect(toCodePoints(text, text.indexOf('résilier'))).toBe(10);
    expect(toCodePoints(text, -3)).toBe(0);
  });

  it('make a span of a selection in either direction, none of an empty one', () => {
    const start = text.indexOf('résilier');
    expect(spanOf(2, text, start + 8, start)).toEqual({ turn: 2, start: 10, end: 18 });
    expect(spanText(text, { start: 10, end: 18 })).toBe('résilier');
    expect(spanText(text, { start: 8, end: 9 })).toBe('😀');
    expect(spanOf(0, text, 4, 4)).toBeUndefined();
  });

  it('read a selection within one turn of the transcript, through its marks', () => {
    document.body.innerHTML =
      '<p data-turn-text="3">Je <mark>veux</mark> <span>résilier</span> ici</p>' +
      '<p data-turn-text="4">autre</p>';
    const [turn3, turn4] = document.querySelectorAll('p');
    const selection = window.getSelection() as Selection;
    const range = document.createRange();
    range.setStart(turn3.querySelector('mark')?.firstChild as Node, 1);
    range.setEnd(turn3.querySelector('span')?.firstChild as Node, 3);
    selection.removeAllRanges();
    selection.addRange(range);
    expect(transcriptSelection(selection)).toEqual({ turn: 3, start: 4, end: 11 });

    range.setEnd(turn4.firstChild as Node, 2);
    expect(transcriptSelection(selection)).toBeUndefined();
    selection.removeAllRanges();
    expect(transcriptSelection(selection)).toBeUndefined();
    document.body.innerHTML = '';
  });
});
