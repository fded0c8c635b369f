import { render } from '@testing-library/react';
import { highlightSegments } from './highlightSegments';
import { HighlightedText } from './HighlightedText';

describe('highlight segments', () => {
  it('cuts the text at the offsets, highlighted pieces marked', () => {
    expect(highlightSegments('je veux résilier mon abonnement', [{ start: 8, end: 16 }])).toEqual([
      { text: 'je veux ', highlighted: false },
      { text: 'résilier', highlighted: true },
      { text: ' mon abonnement', highlighted: false },
    ]);
  });

  it('sorts, merges overlapping or touching ranges and clamps them to the text', () => {
    const segments = highlightSegments('abcdefghij', [
      { start: 6, end: 8 },
      { start: 0, end: 2 },
      { start: 1, end: 3 },
      { start: 3, end: 4 },
      { start: 9, end: 99 },
      { start: 5, end: 5 },
      { start: -4, end: -1 },
    ]);
    expect(segments).toEqual([
      { text: 'abcd', highlighted: true },
      { text: 'ef', highlighted: false },
      { text: 'gh', highlighted: true },
      { text: 'i', highlighted: false },
      { text: 'j', highlighted: true },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('abcdefghij');
  });

  it('gives the whole text when nothing is highlighted', () => {
    expect(highlightSegments('bonjour', [])).toEqual([{ text: 'bonjour', highlighted: false }]);
    expect(highlightSegments('', [{ start: 0, end: 3 }])).toEqual([]);
  });
});

describe('HighlightedText', () => {
  it('renders matches in <mark> and a <script> in a transcript as plain text', () => {
    const text = 'bonjour <script>window.hacked = 1</script> <b>résilier</b>';
    const start = text.indexOf('<b>résilier');
    const { container } = render(
      <p>
        <HighlightedText
          text={text}
          highlights={[{ start, end: start + '<b>résilier</b>'.length }]}
        />
      </p>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(text);
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['<b>résilier</b>']);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
