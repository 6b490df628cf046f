// The SdI outcome on 'Fatture' (docs/product/sdi.md): the status column, the row's actions, the
// history dialog and the import of the SdI's messages, put on a list page by `useSdiPage`.

export { useSdiPage } from './sdi-page';
export { sdiColumn } from './sdi-row';
