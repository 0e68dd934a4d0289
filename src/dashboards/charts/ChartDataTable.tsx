import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/**
 * A chart's figures as a table for screen readers (a canvas has no text to read); hidden from
 * sight, where the chart and its legend say the same.
 */
export function ChartDataTable({
  caption,
  labels,
  columns,
}: {
  caption: string;
  labels: string[];
  columns: { label: string; values: string[] }[];
}) {
  const translate = useTranslate();
  // A table grows to its content whatever its width: the clipped box is a div around it.
  return (
    <div style={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('app.money.dashboard.bucket')}</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              {columns.map((c) => (
                <td key={c.label}>{c.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
