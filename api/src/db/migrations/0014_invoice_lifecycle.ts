import { type Kysely, sql } from 'kysely';

/**
 * The life of an issued fiscal document (docs/product/documents.md, docs/adr/0019). Frozen in time.
 * - `invoices` holds every fiscal document of the yearly sequence: the invoice (TD01), the credit
 *   note (TD04) and the debit note (TD05); a note names the invoice it corrects. One invoice per
 *   case, any number of notes. A case with fiscal documents cannot be deleted (restrict): a
 *   document outlives every change of its case.
 * - `sdi_status`: where the e-invoice stands with the SdI, from the last receipt imported (or
 *   'inviata' when staff mark it sent).
 * - `invoice_revisions`: the snapshot a rejected document had before it was re-issued under the
 *   same number and date (allowed only after the SdI's rejection, 'scartata').
 * - `sdi_messages`: each SdI receipt imported (RC, NS, MC, AT, DT, NE), once per file name.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices
    add column kind text not null default 'TD01' check (kind in ('TD01', 'TD04', 'TD05')),
    add column related_invoice_id integer references invoices(id) on delete restrict,
    add column reason text,
    add column sdi_status text not null default 'da_inviare' check (sdi_status in (
      'da_inviare', 'inviata', 'consegnata', 'non_consegnata', 'scartata',
      'attestazione', 'decorrenza_termini', 'esito_committente')),
    add column sdi_status_at timestamptz,
    add column sent_at timestamptz,
    add constraint invoices_note_names_invoice check ((kind = 'TD01') = (related_invoice_id is null))`.execute(
    db,
  );
  await sql`alter table invoices drop constraint invoices_case_number_key`.execute(db);
  await sql`alter table invoices drop constraint invoices_case_number_fkey`.execute(db);
  await sql`alter table invoices add constraint invoices_case_number_fkey
    foreign key (case_number) references cases(number) on delete restrict`.execute(db);
  await sql`create unique index invoices_one_invoice_per_case on invoices (case_number) where kind = 'TD01'`.execute(
    db,
  );
  await sql`create index invoices_case_idx on invoices (case_number)`.execute(db);
  await sql`create index invoices_related_idx on invoices (related_invoice_id) where related_invoice_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('invoice_revisions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('replaced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('replaced_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('invoice_revisions_invoice_idx')
    .on('invoice_revisions')
    .column('invoice_id')
    .execute();

  await db.schema
    .createTable('sdi_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('RC', 'NS', 'MC', 'AT', 'DT', 'NE')`))
    // The receipt's own file name (e.g. IT01234567890_00001_RC_001.xml): importing it again is a no-op.
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('sdi_id', 'text')
    .addColumn('received_at', 'timestamptz')
    // NS: [{ code, description }]; NE: the customer's outcome (EC01 accepted / EC02 refused).
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('outcome', 'text')
    .addColumn('description', 'text')
    .addColumn('revision_id', 'integer', (c) => c.references('invoice_revisions.id').onDelete('restrict'))
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('imported_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('sdi_messages_invoice_idx').on('sdi_messages').column('invoice_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sdi_messages').execute();
  await db.schema.dropTable('invoice_revisions').execute();
  await sql`drop index invoices_one_invoice_per_case`.execute(db);
  await sql`drop index invoices_case_idx`.execute(db);
  await sql`drop index invoices_related_idx`.execute(db);
  await sql`alter table invoices drop constraint invoices_case_number_fkey`.execute(db);
  await sql`alter table invoices add constraint invoices_case_number_fkey
    foreign key (case_number) references cases(number) on delete set null`.execute(db);
  await sql`alter table invoices add constraint invoices_case_number_key unique (case_number)`.execute(db);
  await sql`alter table invoices drop constraint invoices_note_names_invoice,
    drop column kind, drop column related_invoice_id, drop column reason,
    drop column sdi_status, drop column sdi_status_at, drop column sent_at`.execute(db);
}
