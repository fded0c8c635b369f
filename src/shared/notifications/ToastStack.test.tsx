import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  useAddUndoableMutation,
  useNotify,
  type I18nProvider,
  type UndoableMutation,
} from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18nProvider } from './testI18n';
import type { ToastOptions } from './toastOptions';
import { ToastStack } from './ToastStack';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await testI18nProvider('en');
});
afterEach(() => vi.useRealTimers());

type Notify = ReturnType<typeof useNotify>;

/** Renders the stack and hands back react-admin's notify. */
const renderStack = () => {
  let notify: Notify | undefined;
  const Capture = () => {
    notify = useNotify();
    return null;
  };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Capture />
      <ToastStack />
    </AdminContext>,
  );
  return (message: string, options?: ToastOptions) => act(() => notify!(message, options));
};

describe('ToastStack', () => {
  it('shows a react-admin notification: the type as title, the translated message as body', () => {
    const notify = renderStack();
    notify('Corpus saved successfully.', { type: 'success' });
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Success')).toBeInTheDocument();
    expect(within(toast).getByText('Corpus saved successfully.')).toBeInTheDocument();
  });

  it('shows title, body and field errors as the field name followed by its messages', () => {
    const notify = renderStack();
    notify('', {
      type: 'error',
      title: 'Fail to post corpus',
      body: 'Invalid body',
      errors: { label: ['Required', 'Too short'], lang: ['Unknown language'] },
    });
    const toast = screen.getByRole('alert');
    expect(within(toast).getByText('Fail to post corpus')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid body')).toBeInTheDocument();
    const fields = within(toast).getByLabelText('Errors by field');
    expect(fields.tagName).toBe('DL');
    expect(fields.textContent).toBe('labelRequiredToo shortlangUnknown language');
    expect(
      within(toast)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['label', 'lang']);
  });

  it('translates the default title from the type', () => {
    const notify = renderStack();
    notify('x', { type: 'warning' });
    expect(within(screen.getByRole('alert')).getByText('Warning')).toBeInTheDocument();
  });

  it('stacks toasts at the bottom right, newest at the bottom', () => {
    const notify = renderStack();
    notify('first', { type: 'info' });
    notify('second', { type: 'info' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveStyle({ position: 'fixed', right: '16px', bottom: '16px' });
    expect(
      within(region)
        .getAllByRole('status')
        .map((toast) => toast.textContent),
    ).toEqual(['Informationfirst', 'Informationsecond']);
  });

  it('vanishes after 7000 ms by default', () => {
    vi.useFakeTimers();
    const notify = renderStack();
    notify('bye', { type: 'info' });
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByText('bye')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('bye')).not.toBeInTheDocument();
  });

  it('honours a custom delay, and 0 keeps it until closed', () => {
    vi.useFakeTimers();
    const notify = renderStack();
    notify('short', { type: 'info', autoHideDuration: 2000 });
    notify('stays', { type: 'info', autoHideDuration: 0 });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('short')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600000));
    expect(screen.getByText('stays')).toBeInTheDocument();
  });

  it('does not restart the timers of older toasts when a new one arrives', () => {
    vi.useFakeTimers();
    const notify = renderStack();
    notify('old', { type: 'info' });
    act(() => vi.advanceTimersByTime(5000));
    notify('new', { type: 'info' });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('old')).not.toBeInTheDocument();
    expect(screen.getByText('new')).toBeInTheDocument();
  });

  it('closes with a keyboard-accessible close button', async () => {
    const user = userEvent.setup();
    const notify = renderStack();
    notify('closable', { type: 'info', autoHideDuration: 0 });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('closable')).not.toBeInTheDocument();
  });

  it('commits an undoable mutation when closed, and cancels it with Undo', () => {
    const mutations = [vi.fn<UndoableMutation>(), vi.fn<UndoableMutation>()];
    let change: ((index: number) => void) | undefined;
    const Undoable = () => {
      const addMutation = useAddUndoableMutation();
      const notify = useNotify();
      change = (index) => {
        addMutation(mutations[index]);
        notify('ra.notification.updated', {
          type: 'info',
          undoable: true,
          autoHideDuration: 0,
          messageArgs: { smart_count: 1 },
        });
      };
      return null;
    };
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Undoable />
        <ToastStack />
      </AdminContext>,
    );
    act(() => change!(0));
    expect(screen.getByText('Element updated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(mutations[0]).toHaveBeenCalledWith({ isUndo: true });
    expect(screen.queryByText('Element updated')).not.toBeInTheDocument();
    act(() => change!(1));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(mutations[1]).toHaveBeenCalledWith({ isUndo: false });
    expect(screen.queryByText('Element updated')).not.toBeInTheDocument();
  });
});
