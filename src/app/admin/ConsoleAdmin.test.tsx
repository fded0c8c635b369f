import { render, screen } from '@testing-library/react';
import { memoryStore, Resource, testDataProvider, useResourceDefinitions } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleAdmin } from './ConsoleAdmin';

const Empty = () => null;

describe('ConsoleAdmin', () => {
  it('renders the first page once, its resources defined from the first render (issue 16)', async () => {
    const renders: string[][] = [];
    const Page = () => {
      renders.push(Object.keys(useResourceDefinitions()));
      return <p>Widgets</p>;
    };
    render(
      <MemoryRouter initialEntries={['/widgets']}>
        <ConsoleAdmin
          dataProvider={testDataProvider()}
          store={memoryStore()}
          layout={({ children }) => <main>{children}</main>}
          loading={Empty}
          accessDenied={Empty}
          catchAll={Empty}
          notification={Empty}
        >
          <Resource name="widgets" list={Page} />
          <Resource name="gadgets" list={Empty} />
        </ConsoleAdmin>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Widgets')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50)); // react-admin's effects have run
    // Without the definitions given at once and ra-core's router patched (patches/), react-admin
    // registered them after the first render, and the page rendered again.
    expect(renders).toEqual([['widgets', 'gadgets']]);
  });
});
