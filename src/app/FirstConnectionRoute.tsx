import { useNavigate } from 'react-router-dom';
import { FirstConnectionPage } from '../custom/shell';
import { useAnalytics } from './analytics/useAnalytics';
import { useRuntimeConfig } from './AppContext';
import { ShellOverlays } from './layout/ShellOverlays';
import { useDocumentTitle } from './useDocumentTitle';
import { useMainViews } from './useMainViews';

/** `/first-connection`, outside the layout: the welcome, then `/` (which opens the main view). */
export const FirstConnectionRoute = () => {
  useDocumentTitle();
  useAnalytics();
  const navigate = useNavigate();
  const { productName } = useRuntimeConfig();
  const { choices, mainView } = useMainViews();
  return (
    <>
      <FirstConnectionPage
        productName={productName}
        mainViews={choices}
        mainView={mainView}
        onDone={() => navigate('/', { replace: true })}
      />
      <ShellOverlays />
    </>
  );
};
