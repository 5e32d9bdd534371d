// @opgavetorvet/ui: shared as a Module Federation singleton, so the api, the store's pieces and
// i18next exist once in the page. Apps import only from here.
export { api, apiTagTypes } from './api/base-api';
export { sessionApi, useSessionQuery } from './session/session-api';
export { useSessionUser, type SessionUserState } from './session/use-session-user';
export { LiveEvents, useLiveEvents } from './live/live-events';
export { loginPromptOpened, loginPromptClosed } from './session/login-prompt-slice';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store/create-app-store';
export { useAppDispatch, useAppSelector } from './store/hooks';

export { initI18n, loadNamespaces, setLanguage, type InitI18nOptions } from './i18n/init-i18n';
export {
  languages,
  defaultLanguage,
  namespaces,
  startNamespaces,
  isLanguage,
  type Language,
  type Namespace,
} from './i18n/i18n-options';
export { readLanguageCookie, LANGUAGE_COOKIE } from './i18n/language-cookie';

export {
  notify,
  notifyFromReply,
  notifyFromError,
  notifyFromResult,
  type NoteInput,
} from './notifications/notify';
export {
  notificationDuration,
  countWords,
  NOTIFICATION_STAGGER_MS,
} from './notifications/notification-timing';
export { NotificationsContainer } from './notifications/notifications-container';
export type { NotificationItem } from './notifications/notifications-slice';

export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { TextField, type TextFieldProps, type TextAreaFieldProps } from './components/text-field';
export { Modal, type ModalProps } from './components/modal';
export { Spinner } from './components/spinner';
export { PageTitle, type PageTitleProps } from './components/page-title';
export { ServerHtml, type ServerHtmlProps } from './components/server-html';
export { ErrorArea, type ErrorAreaProps } from './components/error-area';
export { EmptyState } from './components/empty-state';
export { NotFoundScreen, type NotFoundScreenProps } from './components/not-found-screen';
export { Card } from './components/card';
export { Badge, UnreadDot, type BadgeTone } from './components/badge';
export { CloseIcon } from './components/close-icon';
export { Pager, type PagerProps } from './components/pager';
export { RequireRole } from './components/require-role';

export { routesOf, type RemoteRoutes, type RemoteRoutesModule } from './routing/remote-routes-module';
export { RemoteRoot, type RemoteDomName } from './routing/remote-root';
export { lazyPage, PageSuspense } from './routing/lazy-page';
export { startStandalone } from './routing/standalone-app';
export { renderIntoRoot } from './routing/render-root';
export { formatUnixDate, formatUnixDateTime } from './lib/format-date';
export { copenhagenClock, type WallClock } from './lib/copenhagen-clock';
export { formatAmount, formatOre } from './lib/format-amount';
export { readKroner, kronerIn, kronerErrorKey, type KronerReading } from './lib/read-kroner';
export { followInPageLink } from './lib/in-page-link';
export { shortenMobileTitle, MOBILE_TITLE_LIMIT, MOBILE_TITLE_CUT } from './lib/mobile-title';
export { useMediaQuery, MOBILE_QUERY } from './lib/use-media-query';
export { useDebouncedValue } from './lib/use-debounced-value';
export {
  errorTextsOf,
  isMessageReply,
  isValidationErrorsReply,
  refusalTextOfError,
  replyOfError,
  serverTextOfError,
} from './lib/reply';
