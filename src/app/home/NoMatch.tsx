/** Shown instead of the sections when the filter leaves no card. */
export function NoMatch({ filter, onClear }: { filter: string; onClear: () => void }) {
  return (
    <div>
      <p>{`No exercise matches "${filter}".`}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onClear}>
        Clear filter
      </button>
    </div>
  );
}
