import type { PageViewAnalytics } from './pageViewAnalytics';

/** Links to files: an explicit `download` attribute or a file extension. */
const DOWNLOAD = /\.(csv|json|txt|pdf|zip|gz|xlsx?|docx?|wav|mp3|ogg|arpa|lm)(\?|#|$)/i;

const formName = (form: HTMLFormElement) =>
  form.getAttribute('name') || form.id || form.getAttribute('aria-label') || 'form';

/**
 * Tracks file downloads (clicks on links to files) and form interactions (first input, submit)
 * in `root`. Returns the function that stops it.
 */
export const trackInteractions = (analytics: PageViewAnalytics, root: Document = document) => {
  const started = new WeakSet<HTMLFormElement>();
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (link && (link.hasAttribute('download') || DOWNLOAD.test(link.href))) {
      analytics.download(link.href);
    }
  };
  const onInput = (event: Event) => {
    const form = (event.target as HTMLInputElement | null)?.form;
    if (!form || started.has(form)) return;
    started.add(form);
    analytics.formInteraction(formName(form), 'start');
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) {
      analytics.formInteraction(formName(event.target), 'submit');
    }
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('input', onInput, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('submit', onSubmit, true);
  };
};
