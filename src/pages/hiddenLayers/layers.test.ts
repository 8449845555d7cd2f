import { describe, expect, it } from 'vitest';
import { BLUE_CLICKED, greenClicked } from './layers';

describe('greenClicked', () => {
  it('reports the cover on the first click', () => {
    expect(greenClicked(false)).toEqual({
      message: 'Green button clicked. A blue button now covers it.',
      tone: 'info',
    });
  });

  it('warns when the covered button still gets a click', () => {
    expect(greenClicked(true)).toEqual({
      message: 'The green button was clicked again, which a user cannot do now!',
      tone: 'warning',
    });
  });

  it('has a plain message for the blue button', () => {
    expect(BLUE_CLICKED.message).toBe('Blue button clicked.');
  });
});
