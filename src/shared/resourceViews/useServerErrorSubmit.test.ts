import { describe, expect, it } from 'vitest';
import { formErrorsFor } from './useServerErrorSubmit';

describe('formErrorsFor', () => {
  const fields = [{ source: 'title.en' }, { source: 'title.fr' }, { source: 'sentences' }];

  it('files each service field error under the declared input it belongs to', () => {
    expect(
      formErrorsFor(fields, {
        'title.en': ['Required'],
        'sentences.3': ['Too long', 'Not text'],
        sentences: 'At least one',
        'tags.0': ['Unknown tag'],
      }),
    ).toEqual({
      'title.en': 'Required',
      sentences: 'Too long Not text At least one',
      tags: 'Unknown tag',
    });
  });

  it('has nothing for an answer without field errors', () => {
    expect(formErrorsFor(fields, undefined)).toEqual({});
    expect(formErrorsFor(fields, { name: [] })).toEqual({});
  });
});
