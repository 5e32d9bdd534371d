// The calendar's month as a table: Danish day names over seven columns starting on Monday, each
// day a button with the number of events that day; choosing a day lists only its events. A month
// paged to comes in with the calendar's 500 ms animation from that side (calendar.css; none with
// reduced motion): drawn anew for each month, it says the side in data-direction.
import { useTranslation } from 'react-i18next';
import { dayTitle, weekdayNames } from '../lib/calendar-names';
import { monthGrid, todayKey, type MonthRef } from '../lib/month-grid';

interface MonthViewProps {
  month: MonthRef;
  counts: ReadonlyMap<string, number>;
  selectedDay: string | null;
  onSelectDay: (key: string | null) => void;
  caption: string;
  /** The side the month was paged to; none for the first month shown. */
  direction?: 'next' | 'previous';
}

export function MonthView({ month, counts, selectedDay, onSelectDay, caption, direction }: MonthViewProps) {
  const { t, i18n } = useTranslation();
  const names = weekdayNames(i18n.language);
  const today = todayKey();
  return (
    <table className="calendar-grid" data-testid="calendar-grid" data-direction={direction}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col" abbr={name.long}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0].key}>
            {week.map((cell) => {
              const count = counts.get(cell.key) ?? 0;
              const selected = cell.key === selectedDay;
              const classes = [
                'calendar-day',
                cell.inMonth ? '' : 'calendar-day--outside',
                count > 0 ? 'calendar-day--busy' : '',
                cell.key === today ? 'calendar-day--today' : '',
              ];
              const label =
                count > 0
                  ? t('firma:::bookings::calendar::day_events', {
                      day: dayTitle(cell.key, i18n.language),
                      count,
                    })
                  : dayTitle(cell.key, i18n.language);
              return (
                <td key={cell.key}>
                  {cell.inMonth ? (
                    <button
                      type="button"
                      className={classes.filter(Boolean).join(' ')}
                      aria-pressed={selected}
                      aria-label={label}
                      data-day={cell.key}
                      onClick={() => onSelectDay(selected ? null : cell.key)}
                    >
                      <span className="calendar-day__number">{cell.day}</span>
                      {count > 0 && <span className="calendar-day__dot" aria-hidden="true" />}
                    </button>
                  ) : (
                    <span className={classes.filter(Boolean).join(' ')} aria-hidden="true">
                      {cell.day}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
