export * from './chakra';
export {
  type Confirm,
  ConfirmDialogProvider,
  type ConfirmDialogProviderProps,
  type ConfirmOptions,
  useConfirm,
} from './feedback/confirm-dialog';
export { ErrorPanel, type ErrorPanelProps } from './feedback/error-panel';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './feedback/full-screen-spinner';
export { LoadingOverlay, type LoadingOverlayProps } from './feedback/loading-overlay';
export { NotFoundPage, type NotFoundPageProps } from './feedback/not-found-page';
export { notify, Toaster } from './feedback/toaster';
export { centsToInput, formatDate, formatDateTime, formatEuro, parseEuro, todayIso } from './format/format';
export {
  applyColorMode,
  type ColorMode,
  useColorMode,
  useColorModeValue,
  useResolvedColorMode,
} from './theme/color-mode';
export { system } from './theme/system';
export { UiProvider, type UiProviderProps } from './theme/ui-provider';
