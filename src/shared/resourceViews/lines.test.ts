import { dropEmptyLines, formatLines, parseLines } from './lines';
import { createDefaults, toSubmitted } from './formValues';
import type { FieldDeclaration } from '../declarations/types';

describe('lines fields', () => {
  it('keep every line while typing, so Enter and blank lines survive the round trip', () => {
    for (const text of ['', 'a', 'a\n', 'a\n\nb', '\n']) {
      expect(formatLines(parseLines(text))).toBe(text);
    }
    expect(formatLines(['a', 'b'])).toBe('a\nb');
    expect(formatLines(undefined)).toBe('');
  });

  it('drop empty (and blank) lines, trimmed, from text or lists', () => {
    expect(dropEmptyLines('one\n\n  two \r\n\t\n')).toEqual(['one', 'two']);
    expect(dropEmptyLines(['a', '', '  ', 'b'])).toEqual(['a', 'b']);
    expect(dropEmptyLines(undefined)).toEqual([]);
  });
});

describe('form values', () => {
  const fields: FieldDeclaration[] = [
    { source: 'label', type: 'text' },
    { source: 'status', type: 'text', defaultValue: 'available', create: false },
    { source: 'active', type: 'boolean', defaultValue: false },
    { source: 'lang', type: 'language' },
    { source: 'sentences', type: 'lines' },
  ];

  it('default the create form from declared defaults and the list language', () => {
    expect(createDefaults(fields, 'fr')).toEqual({ active: false, lang: 'fr' });
    expect(createDefaults(fields, undefined)).toEqual({ active: false });
  });

  it('submit lines fields without their empty lines, the rest untouched', () => {
    expect(toSubmitted(fields, { label: ' x ', sentences: ['a', '', 'b'] })).toEqual({
      label: ' x ',
      sentences: ['a', 'b'],
    });
  });
});
