interface Group {
  legend: string;
  options: readonly string[];
}

const GROUPS: readonly Group[] = [
  { legend: 'Select Your Preferences', options: ['First', 'Second'] },
  { legend: 'Choose Your Numbers', options: ['1', '2'] },
];

/** Two groups of checkboxes, unchecked at first. */
export default function CheckboxPage() {
  return (
    <form className="row g-4" onSubmit={(event) => event.preventDefault()}>
      {GROUPS.map((group, g) => (
        <fieldset key={group.legend} className="col-md-6">
          <legend className="h5">{group.legend}</legend>
          {group.options.map((option) => {
            const id = `checkbox-${g}-${option}`;
            return (
              <div key={option} className="form-check">
                <input className="form-check-input" type="checkbox" id={id} value={option} />
                <label className="form-check-label" htmlFor={id}>
                  {option}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </form>
  );
}
