import { Loader } from 'shared-config/ui';
import { useGetRouteTableQuery } from '../../release-api/get-route-table';
import { POLL_MS } from '../../release-api/release-api';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import { Badge } from '../../ui/badge';
import panel from '../../ui/panel.module.css';
import { ScrollRegion } from '../../ui/scroll-region';
import styles from './route-table.module.css';

/** The route table the edges compose from the live releases: each path with the package that owns it. */
export function RouteTable() {
  const answer = useGetRouteTableQuery(undefined, { pollingInterval: POLL_MS * 3 });
  if (answer.error) return <ServiceUnreachable error={answer.error} onRetry={answer.refetch} />;
  if (!answer.data) return <Loader description="Composing the route table" height="view" />;
  const { table, problems } = answer.data;
  if (!table)
    return <p className={panel.panel}>No shell release with the site’s rules is live: there is no route table yet.</p>;
  return (
    <div className={styles.sections}>
      <section className={panel.panel} aria-labelledby="routes-heading">
        <h2 id="routes-heading" className={panel.heading}>
          Pages
        </h2>
        <ScrollRegion label="Pages, scrollable">
          <table className={panel.table}>
            <caption>{table.routes.length} pages, in the order the edges match them</caption>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Package</th>
                <th scope="col" className={styles.wide}>
                  Page module
                </th>
                <th scope="col">Title</th>
              </tr>
            </thead>
            <tbody>
              {table.routes.map((route) => (
                <tr key={route.path}>
                  <th scope="row">
                    <code className={styles.path}>{route.path}</code>
                    {route.aliases?.length ? (
                      <span className={styles.aliases}>also {route.aliases.join(', ')}</span>
                    ) : null}
                  </th>
                  <td>
                    <Badge tone="accent">{route.package}</Badge>
                  </td>
                  <td className={styles.wide}>
                    <code>{route.page}</code>
                  </td>
                  <td>{route.title ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <section className={panel.panel} aria-labelledby="redirects-heading">
        <h2 id="redirects-heading" className={panel.heading}>
          Redirects and unknown paths
        </h2>
        <ul className={styles.redirects}>
          {table.redirects.map((redirect) => (
            <li key={redirect.path}>
              <code>{redirect.path}</code> → <code>{redirect.to}</code>
            </li>
          ))}
          <li>
            Any other path → <code>{table.notFound}</code>
          </li>
        </ul>
        {problems.length > 0 ? (
          <>
            <h3 className={styles.problemsHeading}>Left out of the composition</h3>
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
