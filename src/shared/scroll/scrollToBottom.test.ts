import { vi } from 'vitest';
import { scrollToBottom } from './scrollToBottom';

// Spec §9: "Scroll-to-bottom adds 5000 px of overshoot."
describe('scrollToBottom', () => {
  it('scrolls an element 5000 px past its scroll height', () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'scrollHeight', { value: 1200 });
    element.scrollTo = vi.fn();
    scrollToBottom(element);
    expect(element.scrollTo).toHaveBeenCalledWith({ top: 6200, behavior: 'auto' });
  });

  it('scrolls the page by default', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 3000,
      configurable: true,
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToBottom();
    expect(scrollTo).toHaveBeenCalledWith({ top: 8000, behavior: 'auto' });
    scrollTo.mockRestore();
  });
});
