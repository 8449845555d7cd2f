import { Fragment } from 'react';
import './scrollSideways.css';

const VEGETABLE_SENTENCES = [
  'The first vegetable is carrot.',
  'The second vegetable is broccoli.',
  'The third vegetable is spinach.',
  'The fourth vegetable is zucchini.',
  'The fifth vegetable is eggplant.',
  'The sixth and last vegetable is bell pepper.',
] as const;

/** Six sentences in one row, two viewport widths apart: the page scrolls sideways. */
export default function ScrollSidewaysPage() {
  return (
    <section>
      <p>Scroll a row sideways until the vegetable you need comes into view.</p>
      <div className="scroll-sideways-area">
        <div className="scroll-sideways-row">
          {VEGETABLE_SENTENCES.map((sentence, index) => (
            <Fragment key={sentence}>
              {index > 0 && <div className="scroll-sideways-gap" aria-hidden="true" />}
              <p className="fs-4">{sentence}</p>
            </Fragment>
          ))}
        </div>
      </div>
    </section>
  );
}
