export {
  catalogues,
  DEFAULT_LANGUAGE,
  isMessageToken,
  LANGUAGES,
  messageToken,
  msg,
  parseMessageToken,
  renderMessage,
  type Catalogue,
  type Language,
  type MessageKey,
  type MessageParams,
} from './catalogue';
export { preferredLanguage } from './language';
