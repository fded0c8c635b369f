import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createTestI18nProvider } from '../../app/testing/testI18nProvider';
import { AccessDeniedPage } from './AccessDeniedPage';
import { FullScreenLoader } from './FullScreenLoader';
import { NotFoundPage } from './NotFoundPage';

const renderInAdmin = async (element: React.ReactNode, lng: 'en' | 'fr' = 'en') =>
  render(<AdminContext i18nProvider={await createTestI18nProvider(lng)}>{element}</AdminContext>);

describe('shell pages', () => {
  it('Access denied shows the 403 image and the reason', async () => {
    await renderInAdmin(<AccessDeniedPage />);
    const image = await screen.findByRole('img', { name: '403 - Access denied' });
    expect(image.tagName.toLowerCase()).toBe('img');
    expect(image.getAttribute('src')).toMatch(/403/);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderInAdmin(<AccessDeniedPage />, 'fr');
    expect(await screen.findByRole('img', { name: '403 - Accès refusé' })).toBeInTheDocument();
  });

  it('Not found and the full-screen loader', async () => {
    await renderInAdmin(
      <>
        <NotFoundPage />
        <FullScreenLoader />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
