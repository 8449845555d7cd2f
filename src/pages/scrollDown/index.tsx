const FRUIT_SENTENCES = [
  'Pineapple: a sweet and tangy tropical fruit with a spiky crown.',
  'Guarana: a small red fruit from the Amazon, full of caffeine.',
  'Cashew: the juicy apple that grows above the cashew nut.',
  'Passion fruit: a wrinkled purple shell around fragrant, seedy pulp.',
  'Pitanga: a ribbed red cherry of Brazil, sweet and a little resinous.',
  'Jabuticaba: dark purple berries that grow right on the tree trunk.',
] as const;

/** Six fruit sentences, each a full viewport height below the last. */
export default function ScrollDownPage() {
  return (
    <section>
      <p>Scroll down to find the sentences.</p>
      {FRUIT_SENTENCES.map((sentence) => (
        <div key={sentence}>
          <div className="vh-100" aria-hidden="true" />
          <p className="fs-4">{sentence}</p>
        </div>
      ))}
    </section>
  );
}
