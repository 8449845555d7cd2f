import { useState, type SyntheticEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { DATE_FORMAT, INVALID_DATE, isValidDateText } from './dates';

/** A date picker that starts on today; a typed date that is not a real date is reported. */
export default function DatePickerPage() {
  const [date, setDate] = useState<Date | null>(() => new Date());
  const [invalid, setInvalid] = useState(false);
  const check = (event: SyntheticEvent) => {
    const input = event.target;
    if (input instanceof HTMLInputElement) setInvalid(!isValidDateText(input.value));
  };
  return (
    <section>
      <p>Pick a date for the event:</p>
      <label htmlFor="event-date" className="form-label">
        Select Date
      </label>
      <DatePicker
        id="event-date"
        className="form-control"
        selected={date}
        onChange={(next: Date | null) => {
          setDate(next);
          if (next) setInvalid(false);
        }}
        dateFormat={DATE_FORMAT}
        placeholderText={DATE_FORMAT.toLowerCase()}
        showMonthDropdown
        showYearDropdown
        dropdownMode="select"
        onBlur={check}
        onKeyDown={(event) => {
          if (event.key === 'Enter') check(event);
        }}
        onInputError={() => setInvalid(true)}
      />
      {invalid && (
        <div className="alert alert-danger mt-3" role="alert">
          {INVALID_DATE}
        </div>
      )}
    </section>
  );
}
