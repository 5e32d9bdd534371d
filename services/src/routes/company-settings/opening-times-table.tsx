// The opening times as a table, Monday first, with the day names of the request's language:
// "08:00 – 16:00", "Lukket" for a day marked closed, "Ikke oplyst" when nothing is set.
import type { Translate } from '../../lib/translator.js';
import type { OpeningRow } from './settings-queries.js';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function hoursOf(t: Translate, rows: OpeningRow[], day: number): string {
  const ofDay = rows.filter((r) => r.day === day);
  if (ofDay.some((r) => r.type === 'closed' && r.val === '1')) return t('fragments:::opening::closed');
  const open = ofDay.find((r) => r.type === 'open')?.val;
  const close = ofDay.find((r) => r.type === 'close')?.val;
  if (!open && !close) return t('fragments:::opening::not_set');
  return `${open ?? '?'} – ${close ?? '?'}`;
}

export function OpeningTimesTable({ t, rows }: { t: Translate; rows: OpeningRow[] }) {
  return (
    <table className="opening-times">
      <caption>{t('fragments:::opening::title')}</caption>
      <tbody>
        {DAYS.map((day) => (
          <tr key={day} data-day={day}>
            <th scope="row">{t(`fragments:::days::${day}`)}</th>
            <td>{hoursOf(t, rows, day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
