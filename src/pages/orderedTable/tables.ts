import type { ColumnKind, Row } from './sorting';

export interface Column {
  name: string;
  /** Absent for the Action column, which does not sort. */
  kind?: ColumnKind;
}

export interface SampleTable {
  label: string;
  columns: readonly Column[];
  rows: readonly Row[];
}

function table(label: string, columns: readonly Column[], cells: readonly string[][]): SampleTable {
  const dataColumns = columns.filter((column) => column.kind !== undefined);
  const rows = cells.map((row) =>
    Object.fromEntries(dataColumns.map((column, i) => [column.name, row[i] ?? ''])),
  );
  return { label, columns, rows };
}

/** The three tables of SPEC-2 Appendix A2, in their original order. */
export const TABLES: readonly SampleTable[] = [
  table(
    'Table 1',
    [
      { name: 'ID', kind: 'number' },
      { name: 'Name', kind: 'text' },
      { name: 'Balance', kind: 'number' },
      { name: 'Status', kind: 'text' },
      // YYYY-MM-DD text sorts as text, so it takes the text columns' click order.
      { name: 'Birth Date', kind: 'text' },
    ],
    [
      ['1', 'Alfred', '5000', 'active', '1980-01-15'],
      ['2', 'Brenda', '3000', 'inactive', '1990-05-22'],
      ['3', 'Charles', '7000', 'active', '1975-09-10'],
      ['4', 'Diana', '2000', 'active', '1985-12-30'],
      ['5', 'Edward', '6000', 'inactive', '1992-07-08'],
      ['6', 'Fiona', '4000', 'active', '1988-03-14'],
      ['7', 'George', '8000', 'active', '1970-11-25'],
    ],
  ),
  table(
    'Table 2',
    [
      { name: 'Action' },
      { name: 'Asset Name', kind: 'text' },
      { name: 'Asset ID', kind: 'number' },
      { name: 'Version ID', kind: 'number' },
      { name: 'Status', kind: 'text' },
      { name: 'Submitted Date', kind: 'datetime' },
    ],
    [
      [
        'GL Account Reconciliation using Blue Prism',
        '4026',
        '4026',
        'Approved',
        'Nov 13, 2018 3:54:19 PM',
      ],
      ['Smarter - excel add-in', '6248', '6248', 'In Progress', 'Jan 21, 2019 4:53:22 PM'],
      [
        'Fathom Enterprise Search - Automated and Smart Search',
        '7916',
        '7916',
        'In Progress',
        'Mar 7, 2019 2:10:18 PM',
      ],
      [
        "Entity and Sentiment Analysis using Google's NLP Engine and Blue Prism",
        '8174',
        '8174',
        'Approved',
        'Mar 14, 2019 1:56:29 PM',
      ],
      [
        'Automation Anywhere - Save As Internet Explorer Microbot',
        '8266',
        '8266',
        'Rejected',
        'Mar 18, 2019 11:22:12 AM',
      ],
      [
        'Automation Anywhere - Sample/Example Main Task',
        '8279',
        '8279',
        'Rejected',
        'Mar 18, 2019 1:58:59 PM',
      ],
      ['Test 4-24 bp', '10548', '10548', 'Rejected', 'Apr 24, 2019 1:28:23 PM'],
      ["test Sam's 2019", '11284', '11284', 'In Progress', 'May 14, 2019 1:57:52 PM'],
      [
        'Word Cloud Generator and Keyword Sentiment Analysis using Twitter API, Google NLP API and Word Cloud API',
        '11522',
        '11522',
        'Approved',
        'May 17, 2019 2:03:01 PM',
      ],
      [
        'Japanese/English Fixed-Length File Splitting Tool (Create new in Power Workbook Category)',
        '15540',
        '15540',
        'In Progress',
        'Nov 12, 2019 5:39:03 PM',
      ],
      ['Color my Calendar', '15613', '16435', 'In Progress', 'Jan 10, 2020 7:19:33 AM'],
      ['Your Current Utilization', '6401', '19460', 'Approved', 'Feb 10, 2021 8:43:53 AM'],
      [
        'Automated Invoice Processing System',
        '39034',
        '43186',
        'Approved',
        'Oct 5, 2021 8:39:50 AM',
      ],
      [
        'Customer Data Analytics Dashboard',
        '39072',
        '43226',
        'In Progress',
        'Oct 6, 2021 2:36:17 AM',
      ],
      ['Email Campaign Automation Tool', '39074', '43322', 'Rejected', 'Oct 6, 2021 2:46:19 AM'],
      ['Inventory Management System', '39078', '43232', 'Approved', 'Oct 6, 2021 3:08:05 AM'],
      ['Real-Time Chat Integration', '39079', '42393', 'In Progress', 'Oct 6, 2021 3:22:27 AM'],
      ['Mobile Payment Gateway', '39154', '43239', 'Rejected', 'Oct 6, 2021 11:49:31 PM'],
      ['Document Scanning and OCR System', '39155', '43310', 'Approved', 'Oct 6, 2021 11:54:03 PM'],
      ['Automated Report Generator', '39162', '43317', 'Approved', 'Oct 7, 2021 12:23:45 AM'],
      [
        'Customer Feedback Analysis Tool',
        '39170',
        '43325',
        'In Progress',
        'Oct 7, 2021 1:51:59 AM',
      ],
    ],
  ),
  table(
    'Table 3',
    [
      { name: 'ID', kind: 'number' },
      { name: 'Name', kind: 'text' },
      { name: 'Age', kind: 'number' },
      { name: 'Score', kind: 'number' },
      { name: 'Priority', kind: 'number' },
      { name: 'Reversed', kind: 'number' },
      { name: 'Same', kind: 'number' },
    ],
    [
      ['1', 'Alice', '9', '91', '1', '5', '1'],
      ['2', 'Bob', '8', '95', '2', '4', '1'],
      ['3', 'Charlie', '15', '92', '2', '4', '1'],
      ['4', 'Diana', '22', '91', '3', '3', '1'],
      ['5', 'Ethan', '29', '85', '3', '3', '1'],
      ['6', 'Fiona', '31', '79', '3', '2', '1'],
      ['7', 'George', '37', '73', '4', '1', '1'],
      ['8', 'Helen', '42', '67', '5', '0', '1'],
    ],
  ),
];
