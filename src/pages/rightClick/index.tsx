import { useState } from 'react';

/** A right-click changes the button's label and style, for good. */
export default function RightClickPage() {
  const [rightClicked, setRightClicked] = useState(false);
  return (
    <button
      type="button"
      className={`btn ${rightClicked ? 'btn-secondary' : 'btn-primary'}`}
      onContextMenu={(event) => {
        event.preventDefault();
        setRightClicked(true);
      }}
    >
      {rightClicked ? 'The button was right clicked' : 'Right click here'}
    </button>
  );
}
