export { ScrollToBottomButton } from './ScrollToBottomButton';
export { scrollToBottom, SCROLL_OVERSHOOT_PX } from './scrollToBottom';
