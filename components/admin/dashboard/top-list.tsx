// The range's most played videos or most read posts, as a plain ranked table.
import adminStyles from '../admin.module.css';
import styles from './dashboard.module.css';

export function TopList(props: {
  title: string;
  unit: string;
  items: readonly { id: number; title: string; views: number }[];
}) {
  return (
    <section className={styles.chartCard} aria-label={props.title}>
      <h3 className={styles.chartTitle}>{props.title}</h3>
      {props.items.length === 0 ? (
        <p className={adminStyles.muted}>该范围内暂无数据</p>
      ) : (
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">排名</th>
                <th scope="col">ID</th>
                <th scope="col">标题</th>
                <th scope="col">{props.unit}</th>
              </tr>
            </thead>
            <tbody>
              {props.items.map((item, i) => (
                <tr key={item.id}>
                  <td>{i + 1}</td>
                  <td>{item.id}</td>
                  <td>{item.title}</td>
                  <td>{item.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
