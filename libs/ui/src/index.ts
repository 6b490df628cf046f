export * from './chakra';
export {
  type ChartColorName,
  type ChartSeries,
  FigureChart,
  type FigureChartProps,
  preloadFigureChart,
} from './charts/figure-chart';
export { routeId } from './core/route-id';
export { useDebouncedValue } from './core/use-debounced-value';
export {
  FilterControl,
  type FilterControlProps,
  type FilterOption,
  ListFilterBar,
  type ListFilterBarProps,
  type ListFilterConfig,
  ListFilterDrawer,
  type ListFilterDrawerProps,
} from './crud/list-filters';
export { type ListColumn, ListPage, type ListPageProps } from './crud/list-page';
export { ListPagination, type ListPaginationProps, pageWindow } from './crud/list-pagination';
export { ListTable, type ListTableProps } from './crud/list-table';
export { type PlaceFilterLabels, placeFilters } from './crud/place-filters';
export {
  type CrudResourceConfig,
  crudResource,
  defineResource,
  type Resource,
  type ResourceConfig,
  ResourceEdit,
  type ResourceEditProps,
  ResourceList,
  type ResourceListProps,
  type ResourceListSpec,
  resourceRoutes,
  useRouteId,
} from './crud/resource';
export { RowActions, type RowActionsProps } from './crud/row-actions';
export { RowLink, type RowLinkProps } from './crud/row-link';
export { type DeleteRequest, useDeleteWithConfirm } from './crud/use-delete-with-confirm';
export {
  FILTER_DEBOUNCE_MS,
  type ListController,
  type ListFilters,
  type SetFilterOptions,
  type UseListControllerOptions,
  useListController,
} from './crud/use-list-controller';
export {
  type Confirm,
  ConfirmDialogProvider,
  type ConfirmDialogProviderProps,
  type ConfirmOptions,
  useConfirm,
} from './feedback/confirm-dialog';
export { ErrorAlert, type ErrorAlertProps } from './feedback/error-alert';
export {
  ErrorPanel,
  type ErrorPanelProps,
  QueryErrorPanel,
  type QueryErrorPanelProps,
} from './feedback/error-panel';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './feedback/full-screen-spinner';
export { LoadingOverlay, type LoadingOverlayProps } from './feedback/loading-overlay';
export { LoadingSpinner, type LoadingSpinnerProps, ScreenFallback } from './feedback/loading-spinner';
export { ModalDialog, type ModalDialogProps } from './feedback/modal-dialog';
export { NotFoundPage } from './feedback/not-found-page';
export { RecordView, type RecordViewProps } from './feedback/record-view';
export { RoutedRecordView, type RoutedRecordViewProps } from './feedback/routed-record-view';
export { notify, Toaster } from './feedback/toaster';
export {
  AsyncSearchPicker,
  AsyncSearchPickerField,
  type AsyncSearchPickerFieldProps,
  type AsyncSearchPickerProps,
  nameWithContext,
} from './form/async-search-picker';
export { Combobox, type ComboboxProps } from './form/combobox';
export { CopyFieldButton, type CopyFieldButtonProps } from './form/copy-field-button';
export { CurrencyInput, type CurrencyInputProps } from './form/currency-input';
export { DateInput, type DateInputProps } from './form/date-input';
export { EditPage, type EditPageProps, type EditSendContext, type RecordQuery } from './form/edit-page';
export {
  AreaPickerField,
  type AreaPickerFieldProps,
  CheckboxField,
  type CheckboxFieldProps,
  CountryPickerField,
  type CountryPickerFieldProps,
  CurrencyField,
  type CurrencyFieldProps,
  DateField,
  type DateFieldProps,
  NumberField,
  type NumberFieldProps,
  PlacePickerField,
  type PlacePickerFieldProps,
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  TextareaField,
  type TextareaFieldProps,
  TextField,
  type TextFieldProps,
} from './form/fields';
export { FilterFormCard, type FilterFormCardProps } from './form/filter-form-card';
export {
  Form,
  type FormDefaults,
  type FormProps,
  type FormSchema,
  useZodForm,
  type ZodFormOptions,
} from './form/form';
export {
  DialogFormActions,
  type DialogFormActionsProps,
  FormActions,
  type FormActionsProps,
  FormFooter,
  type FormFooterProps,
} from './form/form-footer';
export { type FormSpec, formSpec } from './form/form-spec';
export { addressContactTexts, emptyAddressContact, formTexts } from './form/form-texts';
export { geoApi } from './form/geo-api';
export { GeoFields, type GeoFieldsProps } from './form/geo-fields';
export {
  AreaPicker,
  type AreaPickerProps,
  CountryPicker,
  type CountryPickerProps,
  countryName,
  PlacePicker,
  type PlacePickerProps,
  SEARCH_DEBOUNCE_MS,
} from './form/geo-pickers';
export { LabeledField, type LabeledFieldProps } from './form/labeled-field';
export {
  LocationPicker,
  LocationPickerField,
  type LocationPickerFieldProps,
  type LocationPickerProps,
} from './form/location-picker';
export { NumberInput, type NumberInputProps, numberToText } from './form/number-input';
export { isPastDate, pastDateTexts, useConfirmPastDate } from './form/past-date';
export { RowListField, type RowListFieldProps } from './form/row-list-field';
export { SelectInput, type SelectInputOption, type SelectInputProps } from './form/select-input';
export { SwitchField, type SwitchFieldProps } from './form/switch-field';
export {
  type UnsavedChangesOptions,
  unsavedChangesQuestion,
  useUnsavedChangesGuard,
} from './form/unsaved-changes';
export { useFieldValue } from './form/use-field-value';
export { useSetFieldValue } from './form/use-set-field-value';
export { centsToInput, formatDate, formatDateTime, formatEuro, parseEuro } from './format/format';
export { type HotelField, hotelRows } from './format/hotel-rows';
export { DetailList, type DetailListProps, type DetailRow } from './layout/detail-list';
export type { HistoryTarget } from './layout/history-api';
export { HistoryEntryView, HistoryPanel } from './layout/history-panel';
export { PageAside, PageColumns } from './layout/page-columns';
export { type ExportFormat, ExportLinks, PageHeader } from './layout/page-header';
export { type RoutedTab, RoutedTabs, type RoutedTabsProps } from './layout/routed-tabs';
export { SectionCard, type SectionCardProps } from './layout/section-card';
export { TabsPage, type TabsPageProps, type TabsPageTab } from './layout/tabs-page';
export { requestMessagesKeys, requestMessagesQueries } from './messages/messages-api';
export { RequestMessagesPanel } from './messages/request-messages-panel';
export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './navigation/action-menu';
export { RemoteRoutes } from './navigation/remote-routes';
export {
  type StatementPeriod,
  StatementScreen,
  type StatementScreenProps,
} from './payments/statement-screen';
export { StatementView, type StatementViewProps } from './payments/statement-view';
export { type PriceListPeriod, PriceListTable, type PriceListTableProps } from './pricing/price-list-table';
export {
  QuoteRequestStatusBadge,
  quoteRequestColumns,
  quoteRequestStatusFilter,
  UnreadBadge,
} from './quote/quote-request-status';
export {
  type ApplySaveErrorOptions,
  applySaveError,
  COMMUNICATION_ERROR,
  type SetFieldError,
} from './save/apply-save-error';
export {
  type ForceQuestion,
  forceOnConflict,
  type Save,
  type SendContext,
  type UseSaveOptions,
  useSave,
} from './save/use-save';
export {
  applyColorMode,
  type ColorMode,
  useColorMode,
  useColorModeValue,
  useResolvedColorMode,
} from './theme/color-mode';
export { system } from './theme/system';
export { UiProvider, type UiProviderProps } from './theme/ui-provider';
