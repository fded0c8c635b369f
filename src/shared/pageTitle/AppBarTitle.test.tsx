import { render, screen } from '@testing-library/react';
import { AppBarTitle } from './AppBarTitle';

// react-admin's TitlePortal: an empty element the page's title is written into.
const AppBarSlot = () => <span id="react-admin-title" data-testid="app-bar-title" />;

describe('AppBarTitle', () => {
  it('writes the title in the app bar drawn in the same render, not where the page is', () => {
    render(
      <>
        <AppBarSlot />
        <main data-testid="page">
          <AppBarTitle title="Calls" />
        </main>
      </>,
    );
    expect(screen.getByTestId('app-bar-title')).toHaveTextContent('Calls');
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
  });

  it('follows the page: a new title replaces the old, none once the page is gone', () => {
    const { rerender } = render(
      <>
        <AppBarSlot />
        <AppBarTitle title="Calls" />
      </>,
    );
    rerender(
      <>
        <AppBarSlot />
        <AppBarTitle title="Tags" />
      </>,
    );
    expect(screen.getByTestId('app-bar-title')).toHaveTextContent(/^Tags$/);
    rerender(<AppBarSlot />);
    expect(screen.getByTestId('app-bar-title')).toBeEmptyDOMElement();
  });

  it('draws nothing without an app bar', () => {
    const { container } = render(<AppBarTitle title="Calls" />);
    expect(container).toBeEmptyDOMElement();
  });
});
