import type { Queryable } from '#db/db.ts';

/** The error reports the apps send (POST /api/web/check), in a bounded table. */
export async function insertWebReport(
  q: Queryable,
  report: {
    id: string;
    whiteLabel: string;
    type: string;
    error: unknown;
    errorInfo: unknown;
    meta: unknown;
    userAgent: string | null;
  },
) {
  await q.query(
    `insert into web_reports (id, white_label, type, error, error_info, meta, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      report.id,
      report.whiteLabel,
      report.type,
      report.error,
      JSON.stringify(report.errorInfo),
      JSON.stringify(report.meta),
      report.userAgent,
    ],
  );
}

/** The table stays bounded: the newest `kept` reports stay. */
export async function trimWebReports(q: Queryable, kept: number) {
  await q.query(
    'delete from web_reports where id in (select id from web_reports order by created_at desc, id offset $1)',
    [kept],
  );
}
