// Table relative position: find a cell by its row header and column header, not by fixed indexes.
import { $, $$, browser, expect } from '@wdio/globals';

const TABLE = '//table[caption="Numbers by line and column"]';

/** The number in a line and a column, located through the table's headers. */
async function numberAt(line: number, column: number): Promise<number> {
  const columns = await $$(`${TABLE}//th[@scope="col"]`).map((header) => header.getText());
  // A row's cells leave out its row header, as the column headers leave out the empty corner.
  const cells = $$(`${TABLE}//tr[th[@scope="row"][.="Line ${line}"]]/td`);
  return Number(await cells[columns.indexOf(`Column ${column}`)].getText());
}

describe('Table relative position', () => {
  it('answers both questions from the numbers in the table', async () => {
    await browser.url('/tableRelativePosition');
    // The answer field is labelled by the question itself, whichever question it is.
    const answer = $('//input[@id=//label[starts-with(., "What is the number")]/@for]');
    const submit = $('button=Submit');

    await expect(answer).toHaveComputedLabel(/Line 1, Column 2 plus .* Line 3, Column 3/);
    await answer.setValue(String((await numberAt(1, 2)) + (await numberAt(3, 3))));
    await submit.click();

    // The right answer moves on to question 2, with new numbers.
    await expect($('h2=Question 2')).toBeDisplayed();
    await expect(answer).toHaveComputedLabel(/Line 2, Column 1 times .* Line 1, Column 3/);
    await answer.setValue(String((await numberAt(2, 1)) * (await numberAt(1, 3))));
    await submit.click();
    await expect($('[role="alert"]')).toHaveText('Correct!');
  });
});
