import { forceFlag } from '../cases';
import { docNumParam, idParam } from '../http';
import {
  casePayments,
  paymentPlanUpdate,
  paymentWrite,
  receivablesPage,
  receivablesQuery,
  statement,
  statementQuery,
} from '../payments';
import { defineRoute } from './define-route';

/** Incassi: a case's plan and payments, the list across cases and its downloads, the agency statement. */
export const paymentRoutes = {
  casePayments: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/payments',
    params: docNumParam,
    response: casePayments,
  }),
  savePlan: defineRoute({
    method: 'PUT',
    path: '/docs/:docNum/payment-plan',
    params: docNumParam,
    body: paymentPlanUpdate,
    response: casePayments,
  }),
  /** 201 for a new payment, 200 for the same idempotency key sent again. */
  record: defineRoute({
    method: 'POST',
    path: '/docs/:docNum/payments',
    params: docNumParam,
    query: forceFlag,
    body: paymentWrite,
    response: casePayments,
    status: [200, 201],
  }),
  receivables: defineRoute({
    method: 'GET',
    path: '/docs/receivables',
    query: receivablesQuery,
    response: receivablesPage,
  }),
  receivablesXlsx: defineRoute({ method: 'GET', path: '/docs/receivables.xlsx', query: receivablesQuery }),
  receivablesCsv: defineRoute({ method: 'GET', path: '/docs/receivables.csv', query: receivablesQuery }),
  statement: defineRoute({
    method: 'GET',
    path: '/agencies/:id/statement',
    params: idParam,
    query: statementQuery,
    response: statement,
  }),
  statementPdf: defineRoute({
    method: 'GET',
    path: '/agencies/:id/statement.pdf',
    params: idParam,
    query: statementQuery,
  }),
  statementXlsx: defineRoute({
    method: 'GET',
    path: '/agencies/:id/statement.xlsx',
    params: idParam,
    query: statementQuery,
  }),
  /** The agency portal: its own statement only (the session's agency). */
  ownStatement: defineRoute({
    method: 'GET',
    path: '/quotereq/statement',
    query: statementQuery,
    response: statement,
  }),
  ownStatementPdf: defineRoute({ method: 'GET', path: '/quotereq/statement.pdf', query: statementQuery }),
  ownStatementXlsx: defineRoute({ method: 'GET', path: '/quotereq/statement.xlsx', query: statementQuery }),
};
