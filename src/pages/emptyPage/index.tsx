/** The smallest target: one static sentence and nothing else to find. */
export default function EmptyPage() {
  return (
    <section aria-label="Page content">
      <p>This page is intentionally empty apart from this sentence.</p>
    </section>
  );
}
