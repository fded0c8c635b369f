import { fireEvent, render, screen } from '@testing-library/react';
import ListIcon from '@mui/icons-material/List';
import { Profiler, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ActivePathProvider } from './ActivePath';
import { MenuEntry, type MenuEntryProps } from './MenuEntry';

const Where = () => <output>{useLocation().pathname}</output>;

const renderEntry = (at: string, props: Partial<MenuEntryProps> = {}) => {
  const handlers = { setSidebarOpen: vi.fn(), onIntent: vi.fn() };
  render(
    <MemoryRouter initialEntries={[at]}>
      <ActivePathProvider>
        <MenuEntry
          name="moriarty/tags"
          to="/moriarty/tags?language=fr"
          label="Tags"
          Icon={ListIcon}
          sidebarOpen
          {...handlers}
          {...props}
        />
      </ActivePathProvider>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return handlers;
};

describe('a menu entry', () => {
  it('is marked current on its page and the pages below it, its query aside', () => {
    renderEntry('/moriarty/tags/12');
    const entry = screen.getByRole('menuitem', { name: 'Tags' });
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(entry).toHaveClass('RaMenuItemLink-root', 'RaMenuItemLink-active');
    expect(entry).toHaveAttribute('href', '/moriarty/tags?language=fr');
    expect(entry).toHaveAttribute('tabindex', '0');
  });

  it('is not current elsewhere, opens its address and becomes current there', () => {
    renderEntry('/moriarty/clues');
    const entry = screen.getByRole('menuitem', { name: 'Tags' });
    expect(entry).not.toHaveAttribute('aria-current');
    expect(entry).not.toHaveClass('RaMenuItemLink-active');
    fireEvent.click(entry);
    expect(screen.getByRole('status')).toHaveTextContent('/moriarty/tags');
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(entry).toHaveClass('RaMenuItemLink-active');
  });

  it('asks its section to prefetch on pointing and on keyboard focus', () => {
    const { onIntent } = renderEntry('/');
    const entry = screen.getByRole('menuitem', { name: 'Tags' });
    fireEvent.mouseEnter(entry);
    fireEvent.focus(entry);
    expect(onIntent).toHaveBeenCalledTimes(2);
    // The resource and the query its address carries: the section prefetches what the page asks.
    expect(onIntent).toHaveBeenCalledWith('moriarty/tags', '?language=fr');
  });

  it('closes the sidebar after a click on a small screen only', () => {
    const matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { setSidebarOpen } = renderEntry('/');
      fireEvent.click(screen.getByRole('menuitem', { name: 'Tags' }));
      expect(matchMedia).toHaveBeenCalledWith(expect.stringContaining('max-width'));
      expect(setSidebarOpen).toHaveBeenCalledWith(false);
      matchMedia.mockReturnValue({ matches: false } as MediaQueryList);
      fireEvent.click(screen.getByRole('menuitem', { name: 'Tags' }));
      expect(setSidebarOpen).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows its label in a tooltip when the sidebar shows icons only', async () => {
    renderEntry('/', { sidebarOpen: false });
    fireEvent.mouseOver(screen.getByRole('menuitem'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tags');
  });

  it('renders again only when it becomes or stops being the current one', () => {
    const renders = vi.fn();
    const entry = (to: string, label: string) => (
      <Profiler id={label} onRender={(id) => renders(id)}>
        <MenuEntry
          name={label}
          to={to}
          label={label}
          Icon={ListIcon}
          sidebarOpen
          setSidebarOpen={vi.fn()}
          onIntent={vi.fn()}
        />
      </Profiler>
    );
    render(
      <MemoryRouter initialEntries={['/scribr/call-list']}>
        <ActivePathProvider>
          {entry('/moriarty/tags', 'Tags')}
          {entry('/moriarty/clues', 'Clues')}
        </ActivePathProvider>
        <Link to="/scribr/analytics">Analytics</Link>
      </MemoryRouter>,
    );
    renders.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Analytics' }));
    expect(renders).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Clues' }));
    // Clues became current (its button's focus and ripple may render it more than once); Tags
    // stayed as it was.
    expect(renders).toHaveBeenCalledWith('Clues');
    expect(renders).not.toHaveBeenCalledWith('Tags');
    expect(screen.getByRole('menuitem', { name: 'Clues' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not render again when its section does with the same props', () => {
    // The entry's icon renders whenever the entry does.
    const renders = vi.fn();
    const CountedIcon = () => {
      renders();
      return <ListIcon />;
    };
    const [setSidebarOpen, onIntent] = [vi.fn(), vi.fn()];
    // A section rendering again (as on every navigation): new elements, the same values.
    const Section = () => {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount(count + 1)}>again {count}</button>
          <MenuEntry
            name="moriarty/tags"
            to="/moriarty/tags"
            label="Tags"
            Icon={CountedIcon}
            sidebarOpen
            setSidebarOpen={setSidebarOpen}
            onIntent={onIntent}
          />
        </>
      );
    };
    render(
      <MemoryRouter>
        <ActivePathProvider>
          <Section />
        </ActivePathProvider>
      </MemoryRouter>,
    );
    expect(renders).toHaveBeenCalled();
    renders.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'again 0' }));
    expect(screen.getByRole('button', { name: 'again 1' })).toBeInTheDocument();
    expect(renders).not.toHaveBeenCalled();
  });
});
