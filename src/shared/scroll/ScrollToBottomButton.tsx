import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scrollToBottom } from './scrollToBottom';

/** "Go to the end" of a long page: the page scrolled past its end (spec §9 overshoot). */
export const ScrollToBottomButton = () => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<VerticalAlignBottomIcon />} onClick={() => scrollToBottom()}>
      {translate('console.scrollToBottom')}
    </Button>
  );
};
