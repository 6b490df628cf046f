import { type Kysely, sql } from 'kysely';

/**
 * Incassi (docs/product/payments.md). Frozen in time.
 * - `payment_plans`: one per case: the acconto (percentage or amount, due day) and the saldo's
 *   days before arrival; `case_total` is the case's total when the plan was last computed and
 *   `paid` the sum of its payments, kept in the transaction of each payment (the 'Incassi' list
 *   reads them without pricing 20,000 cases).
 * - `payment_installments`: the acconto and the saldo as computed (rules/payment-plan.ts); the
 *   same row is updated when the plan or the total moves, so reminders stay attached to it.
 * - `payments`: received (positive) or refunded (negative, with a reason); a retried request
 *   is one row (`idempotency_key` unique); a case with payments cannot be deleted (restrict);
 *   a payment is never deleted, only reversed (`reverses`, once).
 * - `payment_reminders`: each reminder e-mail, at most once per installment and kind.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table payment_plans (
    case_number integer primary key references cases(number) on delete cascade,
    deposit_percent integer check (deposit_percent between 0 and 100),
    deposit_amount integer check (deposit_amount >= 0),
    deposit_due date not null,
    balance_days_before integer not null check (balance_days_before between 0 and 365),
    case_total integer not null default 0,
    paid integer not null default 0,
    version integer not null default 0,
    updated_at timestamptz not null default now(),
    constraint payment_plans_one_deposit check ((deposit_percent is null) <> (deposit_amount is null))
  )`.execute(db);

  await sql`create table payment_installments (
    id serial primary key,
    case_number integer not null references payment_plans(case_number) on delete cascade,
    kind text not null check (kind in ('acconto', 'saldo')),
    due date not null,
    amount integer not null check (amount >= 0),
    prior integer not null check (prior >= 0),
    constraint payment_installments_case_kind_key unique (case_number, kind)
  )`.execute(db);
  // 'Incassi': by due day, only what is owed.
  await sql`create index payment_installments_due_idx on payment_installments (due, case_number) where amount > 0`.execute(
    db,
  );

  await sql`create table payments (
    id serial primary key,
    case_number integer not null,
    date date not null,
    amount integer not null check (amount <> 0),
    method text not null check (method in ('bonifico', 'carta', 'contanti', 'assegno', 'compensazione')),
    reference text,
    reason text,
    reverses integer references payments(id) on delete restrict,
    idempotency_key text not null,
    created_by integer references accounts(id) on delete set null,
    created_at timestamptz not null default now(),
    constraint payments_case_number_fkey foreign key (case_number) references cases(number) on delete restrict,
    constraint payments_idempotency_key_key unique (idempotency_key),
    constraint payments_reverses_key unique (reverses),
    constraint payments_refund_reason check (amount > 0 or reason is not null)
  )`.execute(db);
  await sql`create index payments_case_idx on payments (case_number, date)`.execute(db);

  await sql`create table payment_reminders (
    id serial primary key,
    installment_id integer not null references payment_installments(id) on delete cascade,
    kind text not null check (kind in ('preavviso', 'sollecito')),
    due date not null,
    "to" text not null,
    mail_id integer,
    sent_at timestamptz not null default now(),
    constraint payment_reminders_once unique (installment_id, kind)
  )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table payment_reminders`.execute(db);
  await sql`drop table payments`.execute(db);
  await sql`drop table payment_installments`.execute(db);
  await sql`drop table payment_plans`.execute(db);
}
