import readme from 'virtual:solutions/readme';
import './solutions.css';

/** /solutions: solutions/README.md (how to run the reference solutions, what each file shows). */
export default function Solutions() {
  return (
    <>
      <p>
        <a href="/solutions.zip" download>
          Download all solutions (solutions.zip)
        </a>
      </p>
      {/* Our own README, turned into HTML at build time (scripts/build/solutionsPlugin.ts). */}
      <div className="solutions-readme" dangerouslySetInnerHTML={{ __html: readme }} />
    </>
  );
}
