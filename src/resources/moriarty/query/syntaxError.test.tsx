import { render, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { QueryField } from './QueryField';
import { locatePosition } from './SyntaxErrorMarker';
import { positionIn, querySyntaxErrorOf } from './syntaxError';

const invalidQuery = (message: string, position?: number) =>
  new HttpError('Invalid query', 400, {
    message: 'Invalid query',
    errors: { query: [message] },
    ...(position === undefined ? {} : { position: { query: position } }),
  });

describe('query syntax errors', () => {
  it('reads the message and position of a 400 "Invalid query"', () => {
    const message = 'Unterminated phrase: missing closing quote (position 7)';
    expect(querySyntaxErrorOf(invalidQuery(message, 7))).toEqual({ message, position: 7 });
    // Without `position`, the one written in the message.
    expect(querySyntaxErrorOf(invalidQuery(message))).toEqual({ message, position: 7 });
    expect(positionIn('No position here')).toBeUndefined();
  });

  it('is not one for other errors', () => {
    expect(querySyntaxErrorOf(new HttpError('Boom', 500, { errors: {} }))).toBeUndefined();
    expect(
      querySyntaxErrorOf(new HttpError('Bad', 400, { errors: { label: ['Required'] } })),
    ).toBeUndefined();
    expect(querySyntaxErrorOf(new Error('x'))).toBeUndefined();
  });

  it('locates the position on its line, past the end included', () => {
    expect(locatePosition('ab\ncd "ef', 6)).toEqual({
      before: 'cd ',
      character: '"',
      after: 'ef',
      column: 3,
    });
    expect(locatePosition('abc', 3)).toEqual({
      before: 'abc',
      character: ' ',
      after: '',
      column: 3,
    });
  });
});

describe('QueryField', () => {
  it('shows a syntax error at the field: the character underlined, a caret under it, the message', () => {
    const message = 'Unterminated phrase: missing closing quote (position 9)';
    render(
      <QueryField
        label="Query"
        value='résilier "mon contrat'
        onChange={() => undefined}
        error={{ message, position: 9 }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Query' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    const marker = screen.getByTestId('query-error-marker');
    expect(marker.querySelector('mark')?.textContent).toBe('"');
    expect(marker.textContent).toBe(`résilier "mon contrat\n${' '.repeat(9)}^`);
  });

  it('shows only the hint without an error', () => {
    render(<QueryField label="Query" value="a" onChange={() => undefined} helperText="Hint" />);
    expect(screen.getByRole('textbox', { name: 'Query' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByTestId('query-error-marker')).toBeNull();
    expect(screen.getByText('Hint')).toBeInTheDocument();
  });
});
