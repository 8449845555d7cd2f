import { useRef, useState } from 'react';
import DatePicker, { type ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './ddatePicker.scss';
import { Field } from '../../lib/Field';
import { DATE_FORMAT, INVALID_DATE, isValidDateText, MONTHS, yearOptions } from './dates';

/** The calendar's header: month and year dropdowns with names, and month arrows. */
function CalendarHeader({
  date,
  changeMonth,
  changeYear,
  decreaseMonth,
  increaseMonth,
}: ReactDatePickerCustomHeaderProps) {
  return (
    <div className="d-flex justify-content-center align-items-center gap-1 px-2">
      <button
        type="button"
        className="btn btn-sm btn-link"
        aria-label="Previous month"
        onClick={decreaseMonth}
      >
        ‹
      </button>
      <select
        aria-label="Month"
        className="form-select form-select-sm w-auto"
        value={date.getMonth()}
        onChange={(event) => changeMonth(Number(event.target.value))}
      >
        {MONTHS.map((name, month) => (
          <option key={name} value={month}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label="Year"
        className="form-select form-select-sm w-auto"
        value={date.getFullYear()}
        onChange={(event) => changeYear(Number(event.target.value))}
      >
        {yearOptions(date.getFullYear()).map((year) => (
          <option key={year}>{year}</option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-sm btn-link"
        aria-label="Next month"
        onClick={increaseMonth}
      >
        ›
      </button>
    </div>
  );
}

const FIELD_ID = 'event-date';

/** A date picker that starts on today; a typed date that is not a real date is reported. */
export default function DatePickerPage() {
  const [date, setDate] = useState<Date | null>(() => new Date());
  const [invalid, setInvalid] = useState(false);
  // The picker rewrites the field to the selected date when it closes, so the typed text is kept
  // as it is typed and checked when the user is done: Enter, Tab, closing the calendar, leaving.
  const typed = useRef<string | null>(null);
  const checkTyped = () => {
    if (typed.current === null) return;
    setInvalid(!isValidDateText(typed.current));
    typed.current = null;
  };
  return (
    <section>
      <p>Pick a date for the event:</p>
      <Field id={FIELD_ID} label="Select Date" className="">
        <div
          onChangeCapture={(event) => {
            const input = event.target;
            if (input instanceof HTMLInputElement && input.id === FIELD_ID)
              typed.current = input.value;
          }}
          onKeyDownCapture={(event) => {
            if (event.key === 'Enter' || event.key === 'Tab') checkTyped();
          }}
          onBlurCapture={checkTyped}
        >
          <DatePicker
            id={FIELD_ID}
            className="form-control"
            selected={date}
            onChange={(next: Date | null) => {
              setDate(next);
              if (next) setInvalid(false);
            }}
            onCalendarClose={checkTyped}
            dateFormat={DATE_FORMAT}
            strictParsing
            placeholderText={DATE_FORMAT.toLowerCase()}
            renderCustomHeader={CalendarHeader}
            popperPlacement="bottom-start"
          />
        </div>
      </Field>
      {invalid && (
        <div className="alert alert-danger mt-3" role="alert">
          {INVALID_DATE}
        </div>
      )}
    </section>
  );
}
