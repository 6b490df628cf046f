import { docNumParam } from '../http';
import {
  caseMarginRead,
  marginConfig,
  marginConfigUpdate,
  marginsExportQuery,
  marginsQuery,
  marginsReport,
} from '../margins';
import { defineRoute } from './define-route';

/** The margin of a case, the 'Margini' report and its download, the margins' configuration. */
export const marginRoutes = {
  caseMargin: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/margin',
    params: docNumParam,
    response: caseMarginRead,
  }),
  report: defineRoute({ method: 'GET', path: '/margins', query: marginsQuery, response: marginsReport }),
  /** The report as a file: `format` xlsx or csv. */
  export: defineRoute({ method: 'GET', path: '/margins/export', query: marginsExportQuery }),
  config: defineRoute({ method: 'GET', path: '/config/margins', response: marginConfig }),
  saveConfig: defineRoute({
    method: 'PUT',
    path: '/config/margins',
    body: marginConfigUpdate,
    response: marginConfig,
  }),
};
