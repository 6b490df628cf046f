import { type Kysely, sql } from 'kysely';

/**
 * Case documents (docs/product/documents.md). Frozen in time.
 * - `invoices`: one issued invoice per case with the snapshot every print comes from. The row
 *   outlives its case (case_number set null on delete), so a number, unique per year, is
 *   never issued twice: the next one is always past every row of the year.
 * - `vouchers`: the voucher data of a stay (docs/product/documents.md#confirmation-invoice-and-voucher-prints), deleted with the stay.
 * - `sent_documents`: what was mailed to the agency and when, written in the transaction
 *   that queues the e-mail.
 * - `mail_attachments`: files of an outbox e-mail (the PDF sent to the agency).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('case_number', 'integer', (c) => c.unique().references('cases.number').onDelete('set null'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number >= 1`))
    .addColumn('docdate', 'date', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('case_name', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // The invoice as issued: seller, customer, lines, VAT summary (every print reads it).
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoices_year_number_key', ['year', 'number'])
    .addCheckConstraint('invoices_year_of_date', sql`extract(year from docdate) = year`)
    .execute();
  await db.schema.createIndex('invoices_docdate_idx').on('invoices').column('docdate').execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('stay_id', 'integer', (c) => c.primaryKey().references('stays.id').onDelete('cascade'))
    .addColumn('rooming_list', 'text')
    .addColumn('final_guest_count', 'integer', (c) => c.check(sql`final_guest_count >= 0`))
    .addColumn('deposit', 'integer', (c) => c.check(sql`deposit >= 0`))
    .addColumn('purchased_by_it', 'text')
    .addColumn('purchased_by_en', 'text')
    .addColumn('hotel_notes', 'text')
    .addColumn('notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('mail_id', 'integer', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_attachments_mail_idx').on('mail_attachments').column('mail_id').execute();

  await db.schema
    .createTable('sent_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('case_number', 'integer', (c) => c.notNull().references('cases.number').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull().check(sql`document in ('confirmation', 'invoice')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'integer', (c) => c.notNull().references('mail_outbox.id'))
    .addColumn('sent_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sent_documents_case_idx')
    .on('sent_documents')
    .columns(['case_number', 'sent_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sent_documents', 'mail_attachments', 'vouchers', 'invoices']) {
    await db.schema.dropTable(t).execute();
  }
}
